// The animate tag of a plain navigation link (spec: "an optional animate tag gives a ribbon look"):
// a small gold ribbon with a slow sheen, still under prefers-reduced-motion.
export function NavRibbon({ text }: { text: string }) {
  return <span className="nav-ribbon">{text}</span>;
}
