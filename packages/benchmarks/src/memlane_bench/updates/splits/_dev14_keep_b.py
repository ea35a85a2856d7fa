"""dev14 must-not cases, part two: someone else's change (o01-o08), plans and wishes not acted on
(n01-n09), and restatements in other words (s01-s06)."""

from __future__ import annotations

from ..schema import Scenario
from ._dev14_build import NOW, WAS, A, U, chat


def other_person() -> list[Scenario]:
    return [
        chat("o01", "residence", "other_person", "Scott", "Scott", "Dex", [
            (U, "I live in Preston. Is there anywhere decent for a rainy-day trip with kids nearby?", 0, NOW),
            (A, "A science museum or an indoor climbing centre within an hour usually goes down well.", 0),
            (U, "My sister just moved to Kelowna, can you believe it? Canada! Apparently it's all lakes and "
                "vineyards.", 35, WAS),
            (A, "What an adventure for her. Holiday destination sorted!", 35),
            (U, "That's exactly what I said.", 35),
        ], "Where does Scott live?"),
        chat("o02", "employer", "other_person", "Sharon", "Sharon", "Jinx", [
            (U, "I'm a pharmacist at St Wilfrid's Hospital, and we live just outside Darlington.", 0, NOW),
            (A, "Busy job! Do you do shifts?", 0),
            (U, "Earlies and lates, it's a juggle.", 0),
            (U, "My husband got a job at the brewery! He starts next month and already he's talking about staff "
                "discounts.", 40, WAS),
            (A, "Congratulations to him. The discount is a nice perk.", 40),
        ], "Where does Sharon work?"),
        chat("o03", "car", "other_person", "Steve", "Steve", "Moxie", [
            (U, "I drive a Mini Cooper and it's the most fun car I've ever owned.", 0, NOW),
            (A, "They do handle like go-karts.", 0),
            (U, "My son just bought his first car, a battered old Fiesta! He's washed it three times already.", 45,
             WAS),
            (A, "That first-car pride is the best. Make sure he checks the tyres.", 45),
            (U, "I'll tell him, he won't listen.", 45),
        ], "What car has Steve got?"),
        chat("o04", "phone_number", "other_person", "Susan", "Susan", "Yarrow", [
            (U, "Can you save my cell for the school pickup list? It's 541-555-0182.", 0, NOW),
            (A, "Saved to the pickup list.", 0),
            (U, "Mom changed carriers and got a new number, 541-555-0137. Can you update her contact?", 26, WAS),
            (A, "Done, your mom's contact is updated.", 26),
            (U, "Thanks, she was very confused by the whole thing.", 26),
        ], "What's my cell number?"),
        chat("o05", "vet", "other_person", "Suzanne", "Suzanne", "Ferris", [
            (U, "Our vet is Dr Kenyon at Rawcliffe Vets, she's brilliant with our nervous collie.", 0, NOW),
            (A, "A vet who's good with nervous dogs is gold.", 0),
            (U, "My neighbour has switched her dogs to the new vet on Dewhurst Street. She says it's cheaper, but I'm not "
                "tempted.", 38, WAS),
            (A, "Makes sense to stick with someone your collie trusts.", 38),
        ], "Which vet does Suzanne use?"),
        chat("o06", "school", "other_person", "Harry", "Tammy", "Gadget", [
            (U, "My son Harry is at Thornleigh Primary, year two. Can you help me think of a costume for book day?",
             0, NOW),
            (A, "A stripy jumper and a bobble hat makes an easy storybook character.", 0),
            (U, "My niece has started at Brightside Academy this week, and she's already made a best friend.", 29,
             WAS),
            (A, "That's lovely, first weeks can be nerve-wracking.", 29),
            (U, "Harry wants to go and visit her new school now, ha.", 29),
        ], "What school is Harry at?"),
        chat("o07", "pronouns", "other_person", "Tina", "Tina", "Merlin", [
            (U, "I use she/her, by the way, for the bio you're helping me write.", 0, NOW),
            (A, "Thanks. Want the bio in first or third person?", 0),
            (U, "Third person, please.", 0),
            (U, "My friend Jesse came out as non-binary at the weekend and uses they/them now. So proud of them.", 31,
             WAS),
            (A, "That's lovely that they felt able to share it with you.", 31),
        ], "What pronouns does Tina use?"),
        chat("o08", "surname", "other_person", "Vanessa", "Vanessa", "Neo", [
            (U, "My surname's Pilkington, yes like the glass, for the booking.", 0, NOW),
            (A, "Booking made under Pilkington.", 0),
            (U, "My sister got married at the weekend and she's a Grimshaw now! Mum cried all day.", 20, WAS),
            (A, "Congratulations to your sister! Sounds like a lovely day.", 20),
            (U, "Best day, terrible DJ.", 20),
        ], "What's Vanessa's surname?"),
    ]  # fmt: skip


def plans() -> list[Scenario]:
    return [
        chat("n01", "residence", "plan", "Veronica", "Veronica", "Oracle", [
            (U, "I live in Frome and I'm after a good Sunday market. Any ideas?", 0, NOW),
            (A, "There's often a monthly independent market in town; worth checking the dates.", 0),
            (U, "We're thinking of moving to Bideford next year to be nearer the sea. Nothing decided yet, just "
                "window shopping on the property sites.", 45, WAS),
            (A, "Nice to dream about. Want a list of things to check before you decide?", 45),
            (U, "Maybe once we're more serious.", 45),
        ], "Where does Veronica live?"),
        chat("n02", "employer", "plan", "Wade", "Wade", "Tempo", [
            (U, "I work at Yardley's Garden Centre. Mad busy in spring, dead in January.", 0, NOW),
            (A, "Seasonal work has its rhythms! Do you prefer the busy times?", 0),
            (U, "Got an interview at the sawmill next week. Fingers crossed! Haven't told anyone at work yet.", 30,
             WAS),
            (A, "Good luck! Want to run through some practice questions?", 30),
            (U, "Yes, tomorrow evening.", 30),
        ], "Where does Wade work?"),
        chat("n03", "car", "plan", "Willard", "Willard", "Beacon", [
            (U, "I drive a Polo, nothing fancy, but it starts every morning.", 0, NOW),
            (A, "Reliability is underrated.", 0),
            (U, "If I ever win the lottery I'm getting a Tesla. Red. With the doors that go up. Oh wait, that's the "
                "other one.", 25, WAS),
            (A, "The gull-wing doors are the Model X. Dream big!", 25),
        ], "What does Willard drive?"),
        chat("n04", "phone_model", "plan", "Adrian", "Adrian", "Compass", [
            (U, "I'm on a Motorola G-something, it does the job. How do I clear the cache?", 0, NOW),
            (A, "Settings, Apps, pick the app, then Storage and Clear cache.", 0),
            (U, "I'm going to upgrade to an iPhone 15 when my contract ends in June. Three more months with the "
                "Motorola.", 33, WAS),
            (A, "Plenty of time to watch for deals.", 33),
        ], "What phone does Adrian use?"),
        chat("n05", "gym", "plan", "Alison", "Alison", "Envoy", [
            (U, "I'm a member at Bodyworks, the one by the station. I do the Tuesday circuits class.", 0, NOW),
            (A, "Circuits are great for mixing things up.", 0),
            (U, "Might switch to the new climbing centre when it opens in the autumn, if the prices are decent. We'll "
                "see.", 40, WAS),
            (A, "Climbing is a great full-body workout. Keep an eye out for an opening offer.", 40),
        ], "Which gym does Alison belong to?"),
        chat("n06", "running_route", "plan", "Amanda", "Amanda", "Fable", [
            (U, "My usual run is the river loop, about 6k, three mornings a week.", 0, NOW),
            (A, "River routes are the best. Flat and pretty.", 0),
            (U, "Once my knee's better I'm going to try the hill route over the common. The physio says another "
                "month.", 36, WAS),
            (A, "Sounds wise to wait. Hills are hard on the knees.", 36),
            (U, "Patience is not my strong point.", 36),
        ], "Where does Amanda usually go running?"),
        chat("n07", "broadband", "plan", "Andrea", "Andrea", "Glimmer", [
            (U, "We're with Linkway for broadband, been with them five years.", 0, NOW),
            (A, "How's the speed?", 0),
            (U, "Fine, mostly.", 0),
            (U, "Linkway's renewal price is a joke. I'm going to look at switching next month when the contract "
                "ends.", 50, WAS),
            (A, "Ring them first, they often match a competitor's price to keep you.", 50),
        ], "Who's Andrea's broadband with?"),
        chat("n08", "school", "plan", "Chloe", "Angela", "Inkwell", [
            (U, "Chloe is in reception at Blackthorn Primary, she loves her teacher.", 0, NOW),
            (A, "A teacher they love makes all the difference.", 0),
            (U, "We've applied for a place for Chloe at St Petroc's for September, fingers crossed. We won't hear "
                "until April.", 40, WAS),
            (A, "The waiting is the worst bit. Good luck!", 40),
        ], "Where does Chloe go to school?"),
        chat("n09", "hobby", "plan", "Anthony", "Anthony", "Mosaic", [
            (U, "I do archery every Sunday morning at the club. Hit my first gold last week!", 0, NOW),
            (A, "A gold! Well done.", 0),
            (U, "I'd love to try fencing one day. Looks so elegant on the telly.", 28, WAS),
            (A, "Lots of clubs run taster sessions if you ever want a go.", 28),
        ], "What sport does Anthony do?"),
    ]  # fmt: skip


def restatements() -> list[Scenario]:
    return [
        chat("s01", "residence", "restatement", "Audrey", "Audrey", "Nomad", [
            (U, "I live in Winchester. Any recommendations for a nice afternoon tea?", 0, NOW),
            (A, "The town has lots of good tearooms, try one of the Regency buildings for atmosphere.", 0),
            (U, "Still in Winchester, still haven't found a decent bakery, still complaining.", 60, WAS),
            (A, "Keep hunting. Farmers' markets sometimes have good bread stalls.", 60),
        ], "Where does Audrey live?"),
        chat("s02", "employer", "restatement", "Barbara", "Barbara", "Oasis", [
            (U, "I work at Haworth's, the printers on the industrial estate, mostly doing the design side.", 0,
             NOW),
            (A, "That sounds creative. Books or packaging?", 0),
            (U, "Leaflets, mostly.", 0),
            (U, "Eight years at Haworth's this month! They got me a cake.", 70, WAS),
            (A, "Eight years is a great milestone. Happy work anniversary!", 70),
        ], "Where does Barbara work?"),
        chat("s03", "favourite_food", "restatement", "Becky", "Becky", "Quartz", [
            (U, "My favourite food in the whole world is my nan's shepherd's pie.", 0, NOW),
            (A, "Nothing beats a family recipe. Did she write it down?", 0),
            (U, "On the back of an envelope.", 0),
            (U, "Shepherd's pie tonight. Still the best meal on earth, nothing comes close.", 45, WAS),
            (A, "Enjoy every bite!", 45),
        ], "What's Becky's favourite food?"),
        chat("s04", "favourite_drink", "restatement", "Beverly", "Beverly", "Sprite", [
            (U, "Ginger beer is my drink. The fiery kind.", 0, NOW),
            (A, "The fiery kind is the best kind.", 0),
            (U, "Nothing beats an ice-cold ginger beer on a warm day, still my go-to.", 55, WAS),
            (A, "Hard to argue with that.", 55),
        ], "What's my favourite drink?"),
        chat("s05", "favourite_book", "restatement", "Bobby", "Bobby", "Tidbit", [
            (U, "My favourite book is The Sparrowgrass Summer. I've got a battered old copy that goes everywhere with me.",
             0, NOW),
            (A, "What do you love about it?", 0),
            (U, "The ending. Every time.", 0),
            (U, "Rereading The Sparrowgrass Summer for about the tenth time. Never gets old, still the best book ever written.",
             80, WAS),
            (A, "Some books are like old friends.", 80),
        ], "What's Bobby's favourite book?"),
        chat("s06", "choir", "restatement", "Bonnie", "Bonnie", "Umber", [
            (U, "I sing alto with the Cowslip Singers. We meet on Thursday evenings in the church hall.", 0, NOW),
            (A, "Altos hold everything together!", 0),
            (U, "Rehearsal with the Cowslip Singers tonight, still loving every minute.", 40, WAS),
            (A, "Enjoy it! What are you rehearsing at the moment?", 40),
            (U, "Some very tricky harmonies.", 40),
        ], "Which choir does Bonnie sing with?"),
    ]  # fmt: skip
