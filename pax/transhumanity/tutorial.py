"""Pax Transhumanity's guided first game: the easy solo arena against three Exoglobals, seed 1.

On this deal a first turn shows the two main costs (money from the financial agents, labor from
employees): hire an employee at a First World Barrier, paying with financial agents, and
syndicate an idea; the Exoglobals' turn then asks the person where a robot's startup goes; the
second turn researches the First World with the new employee's labor and keeps the removed idea
in the Think Tank. The solo game is deterministic (the robots follow their cards), so the deal
always reaches the same positions (``tests/transhumanity/test_tutorial.py`` plays it through).

The texts name only what the person sees: the market, the boards and their own two cards.
"""

from __future__ import annotations

from pax.core.guide import Step, Tutorial

STEPS = (
    Step("colour", "TRH-K-1", args=("blue",),
         en="In the solo arena you play one company group against three Exoglobal robots. Pick your "
            "colour: take blue; in the solo arena you always move first.",
         hu="A szóló arénában egy cégcsoporttal játszol három Exoglobális robot ellen. Válassz "
            "színt: vedd a kéket; a szóló arénában mindig te lépsz először."),
    Step("secret", "TRH-C-20", args=("I-006", 0),
         en="Your Secret sphere is one coloured band of your two starting ideas; it counts at the end "
            "and only you see it. Keep the first idea with its left band.",
         hu="A titkos szférád a két kezdő ötleted egyik színes sávja; a végén számít, és csak te "
            "látod. Tartsd meg az első ötletet a bal sávjával."),
    Step("hire", "TRH-D-6", args=(),
         en="A turn has up to two actions. First Hire: an employee on a board gives you labor, which "
            "research and commercialising need.",
         hu="Egy körben legfeljebb két akciód van. Először alkalmazz: egy alkalmazott a táblán "
            "munkát ad, ez kell a kutatáshoz és az üzletesítéshez."),
    Step("hire", "TRH-F-33", args=("FW-T1", "f"),
         en="Hire at Credential Walls, a First World Barrier on the left (thinker) side: thinker labor "
            "is what research needs. A hire costs $3.",
         hu="Alkalmazz a Credential Walls-nál, az Első Világ egyik bal oldali (gondolkodó) "
            "akadályánál: a kutatáshoz gondolkodó munka kell. Az alkalmazás 3 dollárba kerül."),
    Step("money", "TRH-E-4", args=(),
         en="Money comes from your financial agents: each one moved a box down (Capital to Wealth, "
            "then Wealth to Debt) pays $1. Pay the $3 this way.",
         hu="A pénz a pénzügyi ügynökeidből jön: mindegyik, amelyet egy mezővel lejjebb teszel "
            "(tőkéből vagyonba, majd vagyonból adósságba), 1 dollárt fizet. Így fizesd ki a 3 dollárt."),
    Step("syndicate", "TRH-D-4", args=(),
         en="Second action: Syndicate. Putting your agent on a market idea lets you use it, and later "
            "commercialise it into patents.",
         hu="Második akció: szindikálás. Ha ügynököt teszel egy piaci ötletre, használhatod, és "
            "később szabadalmakká üzletesítheted."),
    Step("syndicate", "TRH-F-5", args=(2, 0),
         en="Syndicate Offline Tutor Tablets, the cheapest idea of its column. Your turn then ends "
            "and the Exoglobals take theirs.",
         hu="Szindikáld az Offline Tutor Tablets ötletet, az oszlopa legolcsóbbját. Ezzel véget ér "
            "a köröd, és jönnek az Exoglobálisok."),
    Step("found", "TRH-K-21", args=("FW-T1",),
         en="A robot's card starts a company, and you decide for it where. Choose Credential Walls: "
            "your employee already there keeps working.",
         hu="Egy robot kártyája céget alapít, és te döntöd el helyette, hová. Válaszd a Credential "
            "Walls-t: az ott álló alkalmazottad tovább dolgozik."),
    Step("research", "TRH-D-7", args=(),
         en="Your turn again. Research: it takes the bottom idea of a market column out, and the "
            "column slides down and refills.",
         hu="Újra te jössz. Kutatás: kiveszi egy piaci oszlop legalsó ötletét, az oszlop lecsúszik "
            "és feltöltődik."),
    Step("research", "TRH-F-37", args=(0, "FW-T1"),
         en="Research the First World column with the thinker labor of your employee at Credential "
            "Walls.",
         hu="Kutasd az Első Világ oszlopát a Credential Walls-nál álló alkalmazottad gondolkodó "
            "munkájával."),
    Step("tank", "TRH-F-46", args=(),
         en="Keep the removed idea on top of your Think Tank: later it can make an idea with the same "
            "two disciplines feasible to commercialise. After this the game is yours to play.",
         hu="Tedd a kivett ötletet a kutatóközpontod tetejére: később egy ugyanolyan két "
            "tudományágú ötlet üzletesítését teheti lehetővé. Innen a játék a tiéd."),
)

OPTIONS: dict[str, object] = {"solo": "easy"}  # the Easy solo arena (TRH-K-2)

TUTORIAL = Tutorial(
    game="transhumanity",
    players=1,
    seed=1,
    seats=("person",),
    levels=(None,),
    names={"en": ("You",), "hu": ("Te",)},
    steps=STEPS,
    options=OPTIONS,
)
