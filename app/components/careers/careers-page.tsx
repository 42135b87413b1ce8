// The careers page: why work here, the open positions by department (each with a button that picks it
// in the form), and the application form.
import { useState } from 'react';
import type { Department, Position } from '../../../domain/careers/careers';
import { ApplicationForm } from './application-form';

export function CareersPage({
  departments,
  positions,
}: {
  departments: readonly Department[];
  positions: readonly Position[];
}) {
  const [chosen, setChosen] = useState<{ department_id: number; position_id: number; at: number } | null>(null);
  const choose = (p: Position) => {
    setChosen({ department_id: p.department_id, position_id: p.id, at: Date.now() });
    document.getElementById('careers-form')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return (
    <div className="container form-page">
      <header className="form-hero">
        <p className="eyebrow">Careers</p>
        <h1 className="display">Craft a career in fine jewellery</h1>
        <p>
          Suvarna has served families in Kerala from our showrooms in Kochi, Kozhikode and Thrissur, and now across
          India online. We look for people who care about craft and about the customer in front of them.
        </p>
        <a className="button form-jump" href="#careers-form">
          Apply now
        </a>
      </header>
      <div className="form-layout">
        <div className="form-facts">
          <section aria-labelledby="careers-open">
            <h2 id="careers-open">Open positions</h2>
            {departments.map((d) => {
              const open = positions.filter((p) => p.department_id === d.id);
              return (
                <div key={d.id}>
                  <h3 className="department-heading">{d.name}</h3>
                  <p className="department-text">{d.description}</p>
                  {open.length === 0 ? (
                    <p className="department-text">
                      No open positions right now: you are welcome to send an open application.
                    </p>
                  ) : (
                    <ul className="position-list">
                      {open.map((p) => (
                        <li key={p.id} className="position-card">
                          <h4>{p.title}</h4>
                          <p className="position-meta">
                            {p.location} · {p.employment}
                          </p>
                          <p>{p.summary}</p>
                          <button
                            type="button"
                            className="text-button"
                            aria-label={`Apply for this position: ${p.title}`}
                            onClick={() => choose(p)}
                          >
                            Apply for this position
                          </button>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              );
            })}
          </section>
          <section aria-labelledby="careers-how">
            <h2 id="careers-how">How we hire</h2>
            <ol className="steps">
              <li>Send your application with your résumé (PDF or Word, up to 5 MiB).</li>
              <li>We read every application and come back to you within 5 business days.</li>
              <li>If your profile fits, we invite you to a conversation at the store or office nearest to you.</li>
            </ol>
          </section>
        </div>
        <ApplicationForm departments={departments} positions={positions} chosen={chosen} />
      </div>
    </div>
  );
}
