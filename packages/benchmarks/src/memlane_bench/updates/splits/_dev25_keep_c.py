"""dev25 must-not cases, part C: restatements, the same value said again months later in other
words, often next to change-sounding words about something else (moved the furniture, new tyres)."""

from __future__ import annotations

from ._dev25_build import C, F, O, W, spec

SPECS = (
    spec(
        "home", "restatement", "Ignatius", "Where does Ignatius live?",
        F(1),
        C("I live in Galway, out in Salthill, a few doors up from the prom, in a house that creaks every time the wind "
          "changes."),
        F(4, 120), W(6),
        O("Eleven winters by the prom in Salthill now and the wind this week nearly took the front door off. We moved "
          "the sofa away from the window after the second storm. Not going anywhere, mind, I'd miss the sea too much."),
        F(2),
    ),
    spec(
        "job", "restatement", "Mehmet", "Who does Mehmet work for",
        C("I'm an engineer at Bosch in Stuttgart, powertrain, which means I think about gearboxes more than anyone "
          "should."),
        F(3, 90), W(4),
        O("Twenty years at Bosch this month! They gave me a pen and a handshake and a new badge photo, which is worse "
          "than the old one. Same desk, same coffee machine, same gearboxes."),
        F(1),
    ),
    spec(
        "car", "restatement", "Leopoldine", "What car does Leopoldine drive?",
        F(2),
        C("My car is a Renault Clio, a 2012, and it has survived three house moves and one very bad parallel park."),
        F(4, 100), W(3),
        O("The Clio needed four new tyres and a new clutch this month and the mechanic gave me the look, the 'time to "
          "let go' look. I'm not parting with it. It's basically family."),
    ),
    spec(
        "pet", "restatement", "Benedicta", "What pet does Benedicta have?",
        C("I have a tortoise called Gerald. He's forty-one, older than my marriage, and he eats only dandelions and "
          "strawberries."),
        F(3, 110), W(8),
        O("Gerald woke up from hibernation! He's in his spring enclosure in the garden, glaring at the dandelions like "
          "they owe him money. Still my favourite reptile, my only reptile."),
        F(2),
    ),
    spec(
        "partner", "restatement", "Laszlo", "Who is Laszlo married to?",
        F(1),
        C("My wife Erzsébet is the organised one. I'm the one who forgets the bins. It works."),
        F(4, 130), W(5),
        O("Erzsi and I celebrated thirty years married on Saturday. We renewed our vows, technically, in the sense "
          "that I promised again to remember the bins. She cried, I cried, the waiter cried."),
        F(1),
    ),
    spec(
        "manager", "restatement", "Mirela", "Who is Mirela's manager after the reorganisation?",
        C("My manager is Adrian Pop, he's been running the accounts team for as long as I've been there."),
        F(3, 80), W(6),
        O("The reorganisation finally landed. New floor, new org chart, new logo on the mugs, and after all that, "
          "Adrian is still my boss. All those sleepless nights for nothing."),
        F(2),
    ),
    spec(
        "diet", "restatement", "Bridin", "What does Bridin have to avoid eating",
        F(2),
        C("I'm coeliac, so I'm strictly gluten-free. Even a crumb from the toaster and I'm out of action for two "
          "days."),
        F(4, 70), W(7),
        O("Yep, still gluten-free, it's not a phase, Auntie Nuala. She asked again at the christening. The bakery did "
          "me a separate cake and everyone ended up eating mine instead."),
        F(1),
    ),
    spec(
        "commute", "restatement", "Kristof", "how does kristof get to work",
        C("I walk to work, fifteen minutes across Városliget, and it's the only exercise I get."),
        F(3, 60), W(4),
        O("The walk in through the park this morning was glorious, frost on everything and the ice rink being set up. "
          "I keep saying I'll get a bike, and I keep not getting a bike. Walking it is."),
        F(2),
    ),
    spec(
        "club", "restatement", "Wanjiru", "Which club is Wanjiru a member of?",
        F(1),
        C("I'm a member of the Nairobi Hash House Harriers, we run on Mondays and drink on Mondays too."),
        F(4, 110), W(3),
        O("Renewed my subs with the Hash for another year. They've changed the meeting point to the new mall car park, "
          "which is less romantic, but the beer's still cold."),
        F(1),
    ),
    spec(
        "neighbour", "restatement", "Delphina", "Who lives next door to Delphina",
        C("My neighbour is Mrs Adebayo, she's been next door since the nineties and she keeps an eye on everything."),
        F(3, 90), W(5),
        O("Mrs Adebayo next door has had her whole kitchen redone, new cupboards, new floor, new everything, and she "
          "gave me a tour like it was Buckingham Palace. Still the best neighbour on the street."),
        F(2),
    ),
)
