// Passwords too common to allow: the head of the widely published leaked-password frequency lists
// (RockYou, SecLists' top 10,000) at 8 characters or more, plus the Indian favourites those lists
// carry (cities, cricketers, gods, "india@123"). Shorter ones are refused by the length rule anyway.
// Compared case-insensitively: "Password1" is as weak as "password1".
const LIST = `
password 12345678 123456789 1234567890 password1 qwerty123 iloveyou 11111111 00000000 87654321 1q2w3e4r
1qaz2wsx qwertyuiop sunshine princess football baseball welcome1 welcome123 abc12345 abcd1234 letmein1
trustno1 superman starwars password123 passw0rd p@ssw0rd p@ssword admin123 administrator computer whatever
michelle jennifer jordan23 1q2w3e4r5t zaq12wsx q1w2e3r4 asdfghjkl asdf1234 qazwsxedc 123qweasd 1234qwer
qwer1234 12341234 11223344 12121212 123123123 147258369 987654321 88888888 99999999 12344321 123454321
1234512345 iloveyou1 lovelove loveyou1 babygirl butterfly chocolate elizabeth alexander christopher
jessica1 michael1 samantha liverpool chelsea1 arsenal1 manchester spiderman pokemon1 dragon12 master12
shadow12 mustang1 harley12 hunter12 killer12 monkey12 1234abcd a1b2c3d4 aa123456 password12 password2
password01 changeme changeme123 letmein123 welcome01 football1 baseball1 basketball soccer12 princess1
sunshine1 iloveyou2 qwerty12 qwerty1234 qwertyui asdfasdf zxcvbnm1 zxcvbnm123 1qazxsw2 1q2w3e4r5t6y
123abc123 abc123456 abcdef12 abcdefgh 12qwaszx password! password@1 password@123 password#1 india123
india@123 bharat123 ganesh123 krishna123 sairam123 omsairam jaihind123 mumbai123 delhi123 kolkata123
chennai123 bangalore hyderabad 9876543210 0987654321 1234567899 7777777777 1111111111 123456789a
123456789q 1234567a 12345678a 123456aa internet freedom1 trustme1 secret12 letmein! iloveu123 lovely123
sweetheart superstar rockstar blessed1 godisgood jesus123 cricket1 sachin10 tendulkar dhoni007 virat18
gold1234 diamond1 jewellery suvarna123 suvarna1 shopping amazon123 google123 facebook instagram whatsapp
nokia123 samsung1 iphone12 computer1 laptop123 1234567890a qwerty123456 123456qwerty asd123456 zxc123456
pass1234 pass@123 admin@123 test1234 test@123 testing123 demo1234 user1234 guest123 login123 default1
hello123 hello1234 welcome@123 abc@123 abcd@1234 root1234 toor1234 123qwe123 5201314a woaini1314
iloveyou123 qwertyuiop123 1qaz2wsx3edc asdfghjkl123 zaq1zaq1 zaq1xsw2 qweasdzxc 1q2w3e4r! football123
monkey123 dragon123 master123 shadow123 michael123 charlie123 jordan123 superman123 batman123 pokemon123
naruto123 minecraft fortnite1 trustno1! 11111111a aaaaaaaa abcabcabc asdfqwer qwertyqwerty 123456123456
112233445566 147852369 159753456 741852963 789456123 963852741 1a2b3c4d5e 987654321a 246813579
qwerty11 qwerty01 password7 password9 princess12 sunshine12 iloveyou! letmein12 welcome2 michael12
jordan12 ashley12 football12 baseball12 superman1 batman12 trustno12 starwars1 whatever1 computer12
internet1 matrix123 mercedes ferrari1 porsche1 maverick1 corvette1 scorpion1 firebird1 thunder1
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));
