"""test4 third-party reports (the user telling their assistant about a relative's or friend's
change, or a family member typing on the user's account) and far-apart changes (the new
statement comes months and 150+ turns of small talk after the old one)."""

from __future__ import annotations

from ._test4_build import Spec as S

THIRD_PARTY = (
    S("job", "Colm",
      "My sister Keisha's a teaching assistant at the primary in Bramley, she loves those kids.",
      "Keisha's left the school! She's training as a paramedic with the ambulance service now, so proud of her.",
      "What does Keisha do?", "Where did Keisha work before?", subject="Keisha"),
    S("home", "Imogen",
      "I'm in a bungalow on Mill Lane in Wetherby, lovely garden but the step at the front is a menace.",
      "Hi, this is Callum, Imogen's son, I'm on her account. Just so you know, Mum's moved into sheltered housing at "
      "Beech "
      "Court now and the bungalow's been sold.",
      "Where does Imogen live now?", "Where was Imogen living before Beech Court?", new_by="Callum"),
    S("car", "Delia",
      "My car's a little white Peugeot 208, so easy to park.",
      "Frank here, Delia's husband. She's asked me to let you know she swapped the Peugeot for a Citroën C3, the 208's "
      "seats were murder on her back.",
      "What's Delia driving these days?", new_by="Frank"),
    S("phone_number", "Hamza",
      "My gran Elsie's number is 01632 960772, it's a landline, she won't touch mobiles.",
      "Gran's had the landline cut off and finally caved, she's on a big-button mobile now: 07700 900345.",
      "What number do you ring to reach Elsie?", "What was Elsie's landline number?", subject="Elsie"),
    S("pet", "Rosalie",
      "I've got two guinea pigs called Salt and Pepper, they squeak every time the fridge opens.",
      "It's Matteo, Rosalie's boyfriend. Sad news, Pepper died at the weekend, so it's just Salt now. Rosalie's too "
      "upset to type.",
      "Which guinea pigs does Rosalie have?", new_by="Matteo"),
    S("partner", "Agnes",
      "My best friend Mo is engaged to a lad called Stefan, wedding's next August.",
      "Mo's called the wedding off! She's with a woman from her work now, Tess, and honestly she's never looked "
      "happier.",
      "Who is Mo with?", "Who was Mo engaged to?", subject="Mo"),
    S("school", "Hyacinth",
      "My boy Jayden's at Parkside Primary, Year 5, he's got Mr Osei this year.",
      "We moved Jayden to St Anne's after half term. The bullying at Parkside had got too much.",
      "Which school does Jayden go to?", "What school was Jayden at before St Anne's?", subject="Jayden"),
    S("band", "Aoife",
      "My boyfriend Ciaran plays fiddle with a trad group, Whiskey Heel, every Friday at Tig Coili.",
      "Ciaran's jumped ship to a bluegrass band in Galway, the Whiskey Heel lads are gutted.",
      "Which band does Ciaran play fiddle in?", subject="Ciaran"),
    S("language_course", "Siobhan",
      "My son Finn's doing GCSE German, he's predicted a 6.",
      "Finn's dropped German and gone over to Spanish, apparently the Spanish teacher is 'less scary'.",
      "Which language is Finn taking for GCSE?", "What language was Finn doing before?", subject="Finn"),
    S("morning_routine", "Noreen",
      "Dermot's up at four every day for his milk round, I hear him banging about in the kitchen.",
      "Dermot's finally retired from the milk round and now he lies in till eight like a teenager.",
      "What time does Dermot get up?", "What time did Dermot use to get up?", subject="Dermot"),
    S("doctor", "Hollie",
      "My mum Margaret's GP is Dr Singh at the Abbey Road surgery.",
      "Dr Singh has retired, so Mum's been moved onto Dr Adeyemi's list at the same surgery.",
      "Who is Margaret's GP?", subject="Margaret"),
    S("commute", "Georgina",
      "My dad Otis gets the 6:10 train to Crewe every morning, he's never missed it in twenty years.",
      "Dad's in a lift-share with a bloke from his work now, so no more 6:10 train for him.",
      "How does Otis get to work?", "Which train did Otis use to catch?", subject="Otis"),
    S("coffee_order", "Sharon",
      "My husband Vernon only drinks instant, Nescafé Gold, four sugars.",
      "Vernon's gone posh on me. He bought a bean-to-cup machine and won't touch instant any more.",
      "What coffee does Vernon drink?", subject="Vernon"),
)  # fmt: skip

FAR_APART = (
    S("job", "Harriet",
      "I'm a copywriter at an ad agency called Fold & Fig in Shoreditch.",
      "Freelance update: three months of working for myself and I've just landed my second proper client. No more "
      "Fold & "
      "Fig politics!",
      "Who does Harriet work for?", "Which agency did Harriet work at?"),
    S("home", "Stuart",
      "I live in a shared house in Fallowfield with four other postgrads and one very temperamental oven.",
      "Weird being back in my childhood bedroom in Stockport, but free rent while I save for a deposit is not to be "
      "sniffed at.",
      "Where is Stuart living?", "Where did Stuart live before he moved back home?"),
    S("car", "Lyle",
      "I drive a black Audi A3, it's a company car.",
      "Handed the company Audi back when I left. Treated myself to a secondhand Mazda MX-5 with the payout, midlife "
      "crisis "
      "fully underway.",
      "Lyle's car", "What car did Lyle drive before the Mazda?"),
    S("partner", "Gemma",
      "My partner Sean and I have a little terrace in Bolton and far too many houseplants.",
      "Six months since Sean and I broke up and I'm properly happy again. I met someone lovely called Ravi at my "
      "cousin's "
      "wedding.",
      "Who is Gemma's partner?", "Who was Gemma with before?"),
    S("manager", "Hugo",
      "My boss at the bank is Marianne Fox, she's been there thirty years.",
      "Marianne's retirement do was last night, lots of tears. Our new head of team is a guy called Pradeep, seems "
      "decent.",
      "Who is Hugo's boss now?"),
    S("band", "Barnaby",
      "I play trombone in the Stockport Big Band, rehearsals every Monday.",
      "I've joined the Reading Jazz Orchestra since moving down south. Much bigger band, much scarier sight-reading.",
      "Which band does Barnaby play in?", "What band did Barnaby play in up north?"),
    S("language_course", "Lorcan",
      "I'm learning Korean with the Talk To Me In Korean podcasts on my lunch breaks.",
      "Korean's been shelved. I'm doing Mandarin at the Confucius Institute now, the new job has a Shanghai office.",
      "What language is Lorcan learning?"),
    S("favourite_food", "Rupert",
      "Steak is my favourite food, rare, with peppercorn sauce.",
      "Never thought I'd say it, but since going veggie my favourite thing to eat is a big mushroom risotto.",
      "What is Rupert's favourite food?", "What was Rupert's favourite food before he went veggie?"),
    S("allergy", "Agatha",
      "I'm allergic to ibuprofen, it gives me hives all over.",
      "Allergy clinic results are in: the ibuprofen challenge was clear, so I'm not allergic after all. Probably "
      "just a "
      "viral rash back then.",
      "Does Agatha have any drug allergies?"),
    S("bank", "Edmund",
      "I bank with RBS, the branch on George Street.",
      "Left RBS when they closed the George Street branch. I'm with Nationwide for everything now.",
      "Who does Edmund bank with?", "Which bank was Edmund with before Nationwide?"),
    S("hobby", "Keith",
      "I'm obsessed with golf, out on the course every Saturday without fail.",
      "Sold my golf clubs. Bowls is my game now, the club's friendly and it costs a fraction.",
      "Keith's hobby these days"),
    S("running_route", "Ivy",
      "My go-to run is Hampstead Heath, up Parliament Hill and round the ponds.",
      "Hampstead feels like a lifetime ago, Richmond Park is my running ground now. The deer are a bonus.",
      "Where does Ivy go running?", "Where did Ivy use to run?"),
)  # fmt: skip
