"""Pax Renaissance's guided first game: you against two easy computer bankers, on a fixed deal.

Seed 6 with three players gives the first turn to seat 0 (the person) and a cheap West card that
shows the main ideas at once: buy it, play it into the tableau, place its knight; on the next
turn operate with it and run a Trade Fair; on the third turn buy and play a card whose one-shot
moves a trade route and whose pawn places a Concession. The computers' moves in between are the
easy level's, which is deterministic, so the deal always reaches the same positions
(``tests/renaissance/test_tutorial.py`` plays it through).

The texts name only what the person sees: the market, their own cards and the map.
"""

from __future__ import annotations

from pax.core.guide import Step, Tutorial

STEPS = (
    Step("buy", "REN-D-2", targets=("PREN031",),
         en="Your turn has two actions. Start by buying a card: the Swiss Risläufer in the West market "
            "costs 1 florin, one on each card to its left. Tap it.",
         hu="A körödben két akciód van. Kezdd egy kártya megvételével: a nyugati piacon a Swiss Risläufer "
            "1 forintba kerül, minden tőle balra lévő kártyára egyet. Koppints rá."),
    Step("play", "REN-E-8", targets=("PREN031",),
         en="A card in hand does nothing yet. Play it as your second action: a West card goes to the "
            "left of your tableau, where its operations become yours.",
         hu="A kézben lévő kártya még nem hat. Játszd ki második akcióként: a nyugati kártya a "
            "tablód bal oldalára kerül, és a műveletei a tieid lesznek."),
    Step("place", "REN-E-15", targets=("bordeaux",),
         en="The card shows a knight: you may place it in a city of the card's map card. Bordeaux is "
            "empty, so it costs nothing. Tap Bordeaux.",
         hu="A kártyán egy lovag látható: lerakhatod a kártya térképlapjának egy városába. Bordeaux "
            "üres, így ingyen van. Koppints Bordeaux-ra."),
    Step("operate", "REN-D-9", args=("west",),
         en="The computers have played their turns. Now use your card: Operate the West side lets "
            "each West card of your tableau use one of its operations.",
         hu="A gépek megtették a körüket. Most használd a kártyádat: a nyugati oldal működtetésével "
            "a tablód minden nyugati kártyája egy műveletét használhatja."),
    Step("op", "REN-F-24", targets=("PREN031", "london"),
         en="Your card's operation is a Siege: it kills one token in its region. Remove the white rook "
            "in London, which weakens that empire's hold.",
         hu="A kártyád művelete ostrom: megöl egy jelzőt a területén. Távolítsd el a fehér bástyát "
            "Londonból, ez gyengíti annak a birodalomnak a helyzetét."),
    Step("fair", "REN-D-13", args=("west",),
         en="For your second action run a Trade Fair West: the face-down West card is discarded, its "
            "florins and 2 from China travel the route, and you, who started it, take 1 of them.",
         hu="Második akcióként indíts nyugati vásárt: a lefordított nyugati kártya kikerül, a rajta "
            "lévő forintok és Kína 2 forintja bejárja az útvonalat, és te, az indító, 1-et megkapsz."),
    Step("levy", "REN-G-9", targets=("modon",),
         en="Each map card the fair entered gets a new token in one of its empty cities, and you choose "
            "where. Levy in Modon.",
         hu="Minden térképlap, amelyen a vásár áthaladt, új jelzőt kap egy üres városába, és te "
            "választod, hová. Mozgósíts Modonban."),
    Step("levy", "REN-G-9", targets=("london",),
         en="One more map card to levy: London, empty again since your siege, is its only empty city.",
         hu="Még egy térképlapon kell mozgósítani: London, amely az ostromod óta üres, az egyetlen "
            "üres városa."),
    Step("buy", "REN-D-2", targets=("PREN015",),
         en="A new turn. Buy the Hanseatic League from the West market: the florins you pass go onto "
            "the cheaper cards, for whoever buys those later.",
         hu="Új kör. Vedd meg a Hanseatic League-et a nyugati piacról: a kifizetett forintok az "
            "olcsóbb kártyákra kerülnek, azé lesznek, aki később megveszi őket."),
    Step("play", "REN-D-5", targets=("PREN015",),
         en="Play it at once. It has a one-shot event, which may happen when the card is played.",
         hu="Játszd ki rögtön. Egyszeri eseménye van, amely a kijátszáskor megtörténhet."),
    Step("one_shot", "REN-E-10", targets=("novgorod",),
         en="One-shots are optional. This Trade Shift makes Novgorod the active emporium, so the "
            "black route's fairs start there. Take it.",
         hu="Az egyszeri események nem kötelezők. Ez a kereskedelmi váltás Novgorodot teszi aktív "
            "központtá, így a fekete útvonal vásárai onnan indulnak. Fogadd el."),
    Step("place", "REN-E-20", targets=("england_france",),
         en="The card's pawn places one of your Concession cubes on a border of France. Choose "
            "England–France: every fair crossing it pays you a florin. Then the game is yours.",
         hu="A kártya gyalogja egy koncessziós kockádat teszi Franciaország egy határára. Válaszd "
            "az Anglia–Franciaország határt: minden vásár, amely átkel rajta, fizet neked egy "
            "forintot. Innen a játék a tiéd."),
)

TUTORIAL = Tutorial(
    game="renaissance",
    players=3,
    seed=6,
    seats=("person", "computer", "computer"),
    levels=(None, "easy", "easy"),
    names={"en": ("You", "Computer 1", "Computer 2"), "hu": ("Te", "1. gép", "2. gép")},
    steps=STEPS,
)
