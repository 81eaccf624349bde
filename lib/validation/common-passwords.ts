// Frequently breached passwords of 8+ characters (shorter ones fail the length rule anyway).
// Compiled from public breach-frequency lists; compared lower-cased.
const list = `
password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword pa55word
pa$$word 12345678 123456789 1234567890 12345678910 123123123 11111111 111111111 1111111111
00000000 000000000 0000000000 87654321 987654321 9876543210 11223344 12341234 123456123 1234qwer
1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y 1qaz2wsx 1qaz2wsx3edc qwertyuiop qwerty123 qwerty1234 qwertyui
qwerty12 qwerty123456 qwertyuiop123 asdfghjkl asdfghjk zxcvbnm1 zxcvbnm123 qazwsxedc q1w2e3r4
q1w2e3r4t5 a1b2c3d4 abcd1234 abcdefgh abc12345 abc123456 aaaaaaaa iloveyou iloveyou1 iloveyou2
ilovegod sunshine sunshine1 princess princess1 football football1 baseball baseball1 basketball
superman superman1 batman123 starwars starwars1 whatever trustno1 letmein1 letmein123 welcome1
welcome123 welcome2 michelle jennifer jessica1 computer internet mercedes corvette ferrari1
porsche911 mustang1 master123 masterkey shadow123 monkey123 dragon123 charlie1 chocolate
butterfly liverpool chelsea1 arsenal1 manchester manutd123 tottenham everton1 westham1 newcastle
liverpool1 chelsea123 arsenal123 london123 london2012 england1 england123 scotland1 swansea1
leicester midnight freedom1 anthony1 jordan23 michael1 michael123 jonathan benjamin alexander
victoria elizabeth christopher samantha1 natasha1 daniel123 william1 matthew1 richard1 robert123
joshua123 andrew123 charlotte patricia hello123 hello1234 helloworld changeme changeme1
changeme123 default1 secret123 secret1234 letmein! admin123 admin1234 administrator adminadmin
root1234 rootroot test1234 testing1 testtest guest123 user1234 login123 access14 access123
summer2020 summer2021 summer2022 summer2023 summer2024 summer2025 summer2026 winter2020
winter2021 winter2022 winter2023 winter2024 winter2025 winter2026 spring2024 spring2025
spring2026 autumn2024 autumn2025 autumn2026 january1 february march2024 december password2020
password2021 password2022 password2023 password2024 password2025 password2026 password!
password1! password12! password123! welcome2024 welcome2025 welcome2026 qwerty2024 qwerty2025
podcast1 podcast123 podcasts studio123 studio1234 recording microphone zaq12wsx zaq1zaq1 zaq1xsw2
1234abcd 12qwaszx q2w3e4r5 xsw21qaz !qaz2wsx qwer1234 asdf1234 zxcv1234 asdfasdf qwertyqwerty
1qazxsw2 147258369 159753258 741852963 123654789 789456123 147852369 456789123 963852741 blink182
metallica nirvana1 eminem123 slipknot greenday linkinpark rockyou1 pokemon1 pokemon123 minecraft
minecraft1 fortnite roblox123 naruto123 spiderman ironman1 superstar rockstar1 playboy1
playstation nintendo xbox3600 starcraft warcraft1 counterstrike gameover letmeinnow loveyou1
lovelove lovely123 iloveu123 beautiful sweetheart angel123 babygirl1 baby1234 honeybee flower123
sunflower rainbow1 butterfly1 princess12 cookie123 cheese123 chicken1 banana123 orange123
apple123 pepper123 ginger123 tigger123 buster123 maggie123 jasmine1 snoopy123 garfield 1password
1234password passwordpassword password00 password01 password11 password99 trustme1 nopassword
mypassword mypassword1 yourpassword thepassword newpassword newpassword1 oldpassword iamthebest
imthebest youknowit letmein12 nothing1 something anything1 everything 88888888 66666666 99999999
22222222 33333333 44444444 55555555 77777777 12344321 12121212 13131313 69696969 21212121
10203040 11112222 987654321a 123456789a a123456789 a12345678 qwe123456 qwe12345 asd123456
zxc123456 aa123456 aa12345678 qq123456 q1234567 q12345678 1234567q 12345qwert 12345qwerty
qwert12345 123qweasd 123qweasdzxc qweasdzxc qweasd123 asdqwe123 1qaz@wsx p@ssw0rd1 p@$$w0rd
passw0rd! password@123 admin@123 welcome@123 pa$$w0rd india123 pakistan123 bangladesh 786786786
babylon5 matrix123 phoenix1 thunder1 lightning warrior1 hunter123 hunter12 soccer123 hockey123
tennis123 golfer123 runner123 dancer123 guitar123 music123 musiclover studioadmin`;

export const commonPasswords: ReadonlySet<string> = new Set(list.split(/\s+/));
