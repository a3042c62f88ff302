"""Hand-written table of our ORIGINAL Pax Transhumanity idea cards -> ``ideas.json``.

One row per card, written by hand; this script only expands the shorthand below into the
record schema of CARDSET-BRIEF §3.1 and writes ``pax/transhumanity/data/ideas.json``
(one card per line). Rows with an explicit id are the brief's worked examples (§11);
the others get the next free id in table order.

Row: (id|None, name, theme, "LR" stripes, heat, surge, ability, impacts, flavor)
  heat     "wb" = white then black, top to bottom
  surge    arrow colours, e.g. "YB"
  ability  "" | hire | research | work | premY/premG/premB/premO
  impacts  groups joined by " + ", OR alternatives by "|":
           g growth, h heat_growth, r social_resilience, d industry_disruption,
           s?  solve any, sFW-2 solve FW-2, cDWT / cDWM company (thinker / maker),
           !SP-M1 brash company at that barrier, x0 recession on heat square 0,
           nCL nuclear exchange in the Cloud

Run: python tools/trh_ideas.py   (then the data tests: pytest tests/transhumanity/test_data.py)
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "pax" / "transhumanity" / "data" / "ideas.json"

ROWS: list[tuple] = [
    # ------------------------------------------------------------------ Y/Y (5)
    (None, "Muscle Stem Cell Shots", "FW", "YY", "b", "Y", "", "sFW-1",
     "A yearly shot wakes the muscle stem cells of the old, so they keep their strength and their balance."),
    (None, "Craving Reset Vaccine", "FW", "YY", "wb", "", "", "sFW-3 + g",
     "Antibodies catch the drug in the bloodstream before it can reach the brain."),
    (None, "Germline Edit Clinics", "FW", "YY", "bw", "", "", "cFWT + x0",
     "Boutique clinics sell heritable edits to parents who can pay, and the uproar chills the whole economy."),
    (None, "Phage Therapy Library", "FW", "YY", "", "", "research", "sFW-4",
     "A shared freezer bank of bacteria-eating viruses, matched to each resistant infection."),
    (None, "Malaria Antibody Implants", "DW", "YY", "w", "Y", "", "sDW-3",
     "A slow-release implant keeps a child protected through the whole rainy season."),
    # ------------------------------------------------------------------ G/G (5)
    (None, "Village Savings Circles", "DW", "GG", "", "G", "", "sDW-6",
     "Neighbours pool weekly deposits and lend to each other at rates they set together."),
    (None, "Diaspora Passport Compact", "DW", "GG", "w", "G", "", "sDW-4 + r",
     "Host nations agree to issue travel papers to people no state will claim."),
    (None, "School Attendance Stipends", "DW", "GG", "", "G", "", "sDW-5",
     "Families receive a small monthly payment for every child who stays in class."),
    (None, "Customary Land Registries", "DW", "GG", "ww", "", "", "cDWT + g + r",
     "Elders and surveyors map village plots so farmers can finally prove what they own."),
    (None, "Moderator Guild Charter", "CL", "GG", "w", "", "", "r + g",
     "Paid, unionised moderators write and enforce the house rules of the great forums."),
    # ------------------------------------------------------------------ B/B (5)
    ("I-002", "Lattice Compiler Guild", "CL", "BB", "", "B", "", "cCLT",
     "A guild of engineers turns lattice cryptography into everyday developer tools."),
    (None, "Provenance Watermark Standard", "CL", "BB", "", "B", "", "sCL-1",
     "Cameras sign every frame at capture, so an unsigned video is suspect by default."),
    (None, "Zero-Knowledge ID Wallets", "CL", "BB", "w", "", "", "sCL-2 + g",
     "Prove you are old enough or licensed without revealing who you are."),
    (None, "Interpretability Probe Suites", "CL", "BB", "", "", "research", "sCL-3",
     "Open tools that read what a large model is planning before it acts on it."),
    (None, "Conjunction Forecast Engine", "SP", "BB", "", "B", "", "cSPT",
     "A startup predicts every close pass in orbit and sells the warnings to operators."),
    # ------------------------------------------------------------------ O/O (5)
    (None, "Printed Starter Homes", "FW", "OO", "w", "O", "", "sFW-5",
     "Gantry printers pour a two-bedroom house in a week on land the city leases cheaply."),
    (None, "Debris Harpoon Tugs", "SP", "OO", "", "O", "", "sSP-2",
     "Small tugs spear dead satellites and drag them down to burn up over the ocean."),
    (None, "Lunar Seed Vault", "SP", "OO", "", "", "", "sSP-1 + g",
     "A cold crater stores the seeds and genomes of Earth in case the worst happens."),
    (None, "Methalox Hopper Fleet", "SP", "OO", "wb", "", "", "!SP-M3 + g|h",
     "Reusable hoppers refuel on the pad and fly cargo to orbit twice a day."),
    (None, "Asteroid Tether Mining", "SP", "OO", "bw", "", "", "cSPM + x0",
     "Tethered rigs strip metal from a near-Earth rock, and ore prices on Earth collapse."),
    # ------------------------------------------------------------------ Y/G (15)
    (None, "Social Prescribing Clubs", "FW", "GY", "w", "", "", "sFW-2 + r|h",
     "Doctors prescribe choirs, allotments and walking groups instead of another pill."),
    (None, "Harm-Reduction Commons", "FW", "GY", "wwb", "", "", "sFW-3 + r|h",
     "Supervised rooms, tested supplies and counsellors on shift, funded by the city."),
    (None, "Four-Day Week Charter", "FW", "GY", "wwb", "", "", "sFW-6 + g|h + r",
     "Employers who sign keep pay level and cut Friday, and their sick days halve."),
    (None, "Co-Housing Land Trusts", "FW", "GY", "", "GY", "", "sFW-5",
     "A trust owns the ground for good, so the homes on it stay affordable forever."),
    (None, "Embryo Ranking Startups", "FW", "YG", "wb", "", "", "cFWT + g + x1",
     "Apps score a couple's embryos on a hundred traits, and a backlash gathers."),
    (None, "Longevity Annuity Pools", "FW", "YG", "b", "", "premY", "g",
     "Pension funds bet on rejuvenation and pay out more to members who stay healthy."),
    (None, "Drought-Tolerant Millet Lines", "DW", "YG", "", "YG", "", "sDW-2",
     "Open-licence seed that keeps yielding through a failed rainy season."),
    (None, "Purifier Microbe Cartridges", "DW", "YG", "bw", "", "", "sDW-1 + g",
     "Engineered bacteria in a clay cartridge digest pathogens out of well water."),
    (None, "Fortified Staple Mandate", "DW", "GY", "wb", "", "", "sDW-8 + g|h",
     "Every sack of flour and salt carries the vitamins that growing children lack."),
    ("I-007", "Guild Apprenticeship Exchange", "DW", "GY", "", "", "hire", "g + g",
     "Master craftspeople take apprentices from any village and are paid per graduate."),
    (None, "Gene-Drive Mosquito Release", "DW", "YG", "b", "", "", "sDW-3",
     "An inherited edit spreads through the swarm until it can no longer carry fever."),
    (None, "Barefoot Midwife Network", "DW", "GY", "w", "", "", "!DW-T3 + g",
     "Trained local midwives with a phone and a kit reach villages no clinic serves."),
    (None, "Crowd Genome Commons", "CL", "YG", "b", "", "research", "s?",
     "Volunteers pool their genomes in a member-owned bank that licenses research access."),
    (None, "Wearable Mood Assistants", "CL", "YG", "wb", "", "", "d + cCLT",
     "A wristband reads your stress and nudges your day, and the old apps die off."),
    (None, "Crew Cohesion Protocols", "SP", "YG", "", "", "", "r",
     "Hormone tracking and group rituals keep a small crew sane on a long voyage."),
    # ------------------------------------------------------------------ Y/B (15)
    ("I-010", "Senolytic Subscription Clinics", "FW", "YB", "wbb", "YB", "", "cFWT + sFW-1 + h",
     "Monthly clinic visits clear ageing cells for anyone who keeps up the subscription."),
    (None, "Companion Voice Agents", "FW", "BY", "wbb", "", "", "sFW-2 + g|h",
     "A patient voice that remembers your stories and calls your friends when you go quiet."),
    (None, "Relapse Warning Wearables", "FW", "BY", "", "B", "", "sFW-3",
     "A patch senses the body's stress signature and alerts a sponsor before a relapse."),
    (None, "AI Antibiotic Discovery", "FW", "BY", "w", "", "", "d + sFW-4",
     "Models screen billions of molecules and hand chemists a new class of antibiotics."),
    (None, "Surgical Simulator Licensing", "FW", "YB", "w", "", "", "!FW-T1 + g",
     "Pass the simulator and you may operate, whatever school you did or did not attend."),
    (None, "Stress Hormone Coaching Rings", "FW", "YB", "", "Y", "", "sFW-6",
     "A ring tracks cortisol and tells your manager, gently, that you need a break."),
    (None, "Growth-Chart Phone Clinics", "DW", "BY", "w", "", "", "sDW-8 + s?|cDWT",
     "Health workers photograph a child, and the phone flags stunting months earlier."),
    (None, "Protein Folding Cloud", "CL", "BY", "b", "B", "", "cCLT + s?",
     "Rent a structure prediction by the minute and design an enzyme over lunch."),
    (None, "Neural Lace Beta", "CL", "YB", "wb", "", "", "cCLM + x1",
     "A mesh laid over the cortex lets early adopters out-think their colleagues, and the rest are laid off."),
    (None, "Generative Media Studios", "CL", "BY", "wb", "", "", "d + cCLT",
     "One director and a model make a feature film, and the old studios fold."),
    (None, "Deepfake Forensics Lab", "CL", "BY", "b", "", "", "sCL-1",
     "Investigators trace a fake clip to the model and the account that made it."),
    (None, "Whole-Brain Emulation Lab", "CL", "YB", "wbb", "", "", "h + s? + r",
     "A scanned mouse brain runs in silicon, and the first human volunteer signs up."),
    (None, "Alignment Neuroscience Institute", "CL", "YB", "", "", "", "sCL-3 + g",
     "Neuroscientists borrow from how brains learn values to steer machine goals."),
    (None, "Radiation Repair Gene Therapy", "SP", "YB", "b", "", "", "cSPT",
     "Borrowed tardigrade genes help astronaut cells repair cosmic-ray damage."),
    (None, "Astronaut Telemedicine AI", "SP", "BY", "", "Y", "research", "g",
     "A diagnostic model rides along where the nearest doctor is months away."),
    # ------------------------------------------------------------------ Y/O (15)
    (None, "Frailty Exosuit Leasing", "FW", "OY", "", "OY", "", "sFW-1 + g",
     "Soft powered suits help the very old climb stairs, rented by the month."),
    (None, "Copper-Mesh Hospital Wards", "FW", "OY", "", "O", "", "sFW-4",
     "Antimicrobial surfaces and sealed airflow keep resistant germs from spreading."),
    (None, "Household Chore Robots", "FW", "OY", "wb", "", "", "sFW-6 + x1",
     "A robot does the laundry and the dishes, and millions of domestic workers lose their income."),
    (None, "Cultured Meat Foundries", "FW", "YO", "w", "", "", "d + !FW-M1",
     "Steel bioreactors grow steak in the suburbs, and cattle ranching collapses."),
    (None, "Bioprinted Organ Farms", "FW", "YO", "wbb", "", "", "cFWT + g + s?",
     "Printers lay living cells into kidneys, and the transplant list starts to shrink."),
    (None, "Engineered Pathogen Vaults", "FW", "YO", "bb", "", "", "g + nFW",
     "Defence labs keep enhanced germs for vaccine research, or so they claim."),
    (None, "Biogas Digester Kits", "DW", "OY", "", "", "", "sDW-7",
     "A sealed bag turns dung and kitchen scraps into cooking gas for a family."),
    (None, "Wetware Compute Cultures", "CL", "YO", "b", "", "", "g + h",
     "Grown neurons on a chip run pattern tasks on a sliver of the power of silicon."),
    (None, "Cloud Lab Automation", "CL", "OY", "b", "O", "", "g + x0",
     "Robotic benches run anyone's experiment overnight, and lab technicians lose their jobs."),
    (None, "Closed-Loop Biosphere Domes", "SP", "YO", "wb", "", "", "sSP-1 + g|h",
     "Sealed domes recycle air, water and food for a decade without resupply."),
    (None, "Bone-Loss Countermeasure Pills", "SP", "YO", "", "Y", "", "cSPT",
     "A daily pill keeps bones dense in low gravity, and a pharma startup is born."),
    (None, "Hibernation Crew Pods", "SP", "YO", "wbb", "", "", "cSPT + g|h",
     "Cooled, sedated crews sleep through the long cruise and eat nothing."),
    (None, "Martian Algae Farms", "SP", "OY", "", "", "", "g",
     "Pressurised tubes of algae turn sunlight and carbon dioxide into food and air."),
    ("I-003", "Regolith Binder Yards", "SP", "OY", "b", "", "", "!SP-M1 + x0",
     "Microbes bind lunar dust into bricks, and launch contractors lose their orders."),
    (None, "Orbital Pharma Foundries", "SP", "YO", "wb", "", "", "cSPM + g|h",
     "Crystals grown in free fall make purer drugs than any factory on the ground."),
    # ------------------------------------------------------------------ G/B (16)
    ("I-004", "Stoop Mediation Mesh", "FW", "GB", "ww", "", "", "h + sFW-2|sDW-4 + r",
     "Neighbours trained as mediators settle disputes on the doorstep, by app or in person."),
    (None, "Offline Tutor Tablets", "DW", "BG", "", "B", "", "sDW-5 + cDWT",
     "Solar tablets hold a whole curriculum and adapt to each child without a signal."),
    (None, "Satellite Crop Insurance", "DW", "BG", "", "", "", "sDW-2 + g",
     "Payouts reach the farmer's phone the week the satellite sees the crop fail."),
    (None, "Remittance Stablecoins", "DW", "BG", "wb", "", "", "d + sDW-6",
     "Migrants send money home for pennies, and the loan sharks lose their hold."),
    (None, "Mobile Money Payroll", "DW", "GB", "", "G", "hire", "cDWT|cDWM",
     "Wages arrive as a text message, so workers no longer queue at the paymaster."),
    (None, "Participatory Budget SMS", "DW", "GB", "w", "", "", "cDWT + r",
     "Villagers vote by text on what the district spends, and the vote is binding."),
    (None, "Crowd-Control Drone Swarms", "DW", "BG", "bb", "", "", "g + nDW",
     "Cheap armed quadcopters let any strongman disperse a crowd from a rooftop."),
    (None, "Rural Fibre Cooperatives", "DW", "GB", "", "G", "", "cDWM",
     "Villages dig their own trenches and own the cable that runs through them."),
    (None, "Citizen Fact Juries", "CL", "GB", "w", "", "", "sCL-1 + r",
     "Randomly chosen citizens rule on viral claims, and the platforms must label them."),
    (None, "Data Trust Charters", "CL", "GB", "", "G", "", "sCL-2",
     "A fiduciary holds your data and bargains over it on behalf of all its members."),
    (None, "Model Audit Tribunals", "CL", "BG", "w", "", "", "sCL-3 + g",
     "A standing court can halt any model whose goals its auditors cannot verify."),
    (None, "Platform Cooperative Stack", "CL", "GB", "w", "", "", "!CL-T2 + g",
     "Couriers own their app outright and encrypt it end to end, in open defiance of the key-escrow laws."),
    (None, "Gig Platform Unions", "CL", "GB", "w", "", "", "d + cCLT",
     "Couriers strike by logging off at once, and the old gig platforms fold."),
    (None, "Zero-Day Exploit Brokerage", "CL", "BG", "bb", "", "", "g + nCL",
     "A market in unpatched flaws, where states bid for the power to blind each other."),
    (None, "Orbital Slot Auctions", "SP", "BG", "w", "", "", "!SP-T2 + g",
     "An open auction replaces the treaty's vague first-come rule for orbits."),
    (None, "Ground Station Timeshare", "SP", "BG", "", "", "work", "g",
     "Antennas on every continent are booked by the minute by anyone with a satellite."),
    # ------------------------------------------------------------------ G/O (15)
    (None, "Land Value Levy", "FW", "GO", "w", "", "", "sFW-5 + r",
     "Tax the land, not the building, and empty lots suddenly fill with homes."),
    (None, "Right-to-Repair Workshops", "FW", "OG", "w", "", "work", "cFWM",
     "Open manuals and spare-part libraries let any corner shop fix any machine."),
    ("I-001", "Brackish Still Collectives", "DW", "GO", "w", "", "", "g + sDW-1",
     "Village co-ops sell sun-distilled water by the jerrycan."),
    (None, "Pay-As-You-Go Solar", "DW", "OG", "w", "", "", "!DW-M2 + sDW-7",
     "A rooftop panel paid off in daily top-ups lights a home the grid never reached."),
    (None, "Solar Drip Irrigation", "DW", "OG", "w", "", "", "g + sDW-2|sDW-6",
     "Lease-to-own drip kits save the harvest and free farmers from the moneylender."),
    (None, "Flatpack Civic Kits", "DW", "OG", "", "", "", "s?",
     "A clinic, a classroom or a workshop arrives on one truck and goes up in a day."),
    (None, "Insect Protein Farms", "DW", "OG", "w", "", "", "cDWM + sDW-8|sDW-5",
     "Cricket farms in shipping containers feed school meals that bring children to class."),
    (None, "Print-Farm Microfactories", "DW", "OG", "w", "", "", "d + !DW-M1",
     "Printers in every market town make parts locally, and the import traders go bust."),
    (None, "Camp Telework Permits", "CL", "GO", "w", "", "", "sDW-4",
     "Refugees in camps earn papers by remotely operating robots in distant factories."),
    (None, "Off-World Settlement Charter", "SP", "GO", "", "", "", "sSP-1",
     "A charter for self-governing colonies gives people a reason to leave for good."),
    (None, "Deorbit Bond Scheme", "SP", "GO", "w", "G", "", "sSP-2",
     "Every launch posts a bond it gets back only when its hardware leaves orbit."),
    (None, "Orbital Salvage Cooperative", "SP", "OG", "w", "", "", "d + cSPM",
     "Salvagers refit dead satellites in orbit, and new-build makers lose their market."),
    (None, "Orbital Crew Academies", "SP", "GO", "", "", "hire", "cSPT|cSPM",
     "Academies train welders and riggers for zero-g work, tuition paid by employers."),
    (None, "Asteroid Claims Court", "SP", "GO", "w", "", "premO", "g",
     "A court that settles who owns a rock makes mining patents worth defending."),
    (None, "Lunar Company Towns", "SP", "OG", "b", "", "hire", "g + x0",
     "A mining firm houses and employs a whole polar outpost, and the mining towns on Earth go bust."),
    # ------------------------------------------------------------------ B/O (15)
    (None, "Autonomous Freight Convoys", "FW", "OB", "w", "", "", "d + cFWM",
     "Driverless trucks run the highways at night, and the haulage firms fold."),
    (None, "Home Energy Audit AI", "FW", "BO", "", "O", "", "cFWT",
     "A thermal drone flight and a model tell each household exactly what to fix."),
    (None, "Atmospheric Water Kiosks", "DW", "OB", "", "", "", "sDW-1",
     "Solar units pull drinking water out of desert air and sell it by the litre."),
    (None, "Microgrid Balancing Boxes", "DW", "BO", "", "", "work", "sDW-7",
     "A smart box lets a village share its solar power between houses fairly."),
    (None, "Larvicide Drone Sweeps", "DW", "BO", "wb", "O", "", "sDW-3 + s?|cDWM",
     "Drones map standing water and treat every breeding pool before the rains."),
    ("I-005", "Ambient Compiler Swarms", "CL", "BO", "wb", "O", "", "d + s? + cCLM",
     "Self-organising code agents rewrite whole software stacks while their owners sleep."),
    (None, "Mesh Radio Handsets", "CL", "OB", "", "O", "", "sCL-2",
     "Phones that talk to each other directly, with no tower for anyone to tap."),
    (None, "Chiplet Foundry Consortium", "CL", "OB", "w", "", "", "!CL-M2 + g",
     "Small nations pool fabs that stack standard chiplets, and the export bans lose bite."),
    (None, "Photonic Datacentre Rings", "CL", "OB", "w", "", "", "g + s?",
     "Light instead of copper between racks cuts the power bill of the cloud by half."),
    (None, "Free Firmware Trust", "CL", "BO", "", "", "work", "s?",
     "A trust maintains free firmware for the routers and robots of the world, so anyone can fix anything."),
    ("I-006", "Kinetic Orbital Lances", "SP", "OB", "bb", "", "", "g + nSP",
     "Tungsten rods parked in orbit can strike anywhere on Earth within minutes."),
    (None, "Orbital Traffic Ledger", "SP", "BO", "", "B", "", "sSP-2",
     "A shared, signed ledger of every manoeuvre lets operators dodge each other."),
    (None, "Self-Replicating Lunar Factory", "SP", "OB", "wb", "", "", "g + h + x1",
     "A seed factory builds most of its own parts from regolith, and factories on Earth cannot compete."),
    (None, "Orbital Ad Billboards", "SP", "BO", "bw", "", "", "g + x0",
     "Reflective swarms spell brand logos across the night sky, and the ad slump that follows hits everyone."),
    (None, "Swarm Probe Constellation", "SP", "OB", "", "B", "", "g",
     "Thousands of chip-sized probes map the asteroid belt for prospectors."),
]

ABILITY = {
    "hire": {"type": "free_hire", "scope": "column"},
    "research": {"type": "free_research", "scope": "column"},
    "work": {"type": "subsidized_work", "scope": "column"},
}


def impact(tok: str) -> dict:
    """One shorthand icon -> its record."""
    if tok == "g":
        return {"type": "growth"}
    if tok == "h":
        return {"type": "heat_growth"}
    if tok == "r":
        return {"type": "social_resilience"}
    if tok == "d":
        return {"type": "industry_disruption"}
    if tok == "s?":
        return {"type": "solve", "problem": "any"}
    if tok.startswith("s"):
        return {"type": "solve", "problem": tok[1:]}
    if tok.startswith("c"):
        side = {"T": "thinker", "M": "maker"}[tok[3]]
        return {"type": "company", "sphere": tok[1:3], "side": side, "brash": None}
    if tok.startswith("!"):
        pos = tok[1:]
        side = {"T": "thinker", "M": "maker"}[pos[3]]
        return {"type": "company", "sphere": pos[:2], "side": side, "brash": pos}
    if tok.startswith("x"):
        return {"type": "exoglobal_recession", "heat_index": int(tok[1:])}
    if tok.startswith("n"):
        return {"type": "nuclear_exchange", "sphere": tok[1:]}
    raise ValueError(f"unknown impact shorthand {tok!r}")


def ability(code: str) -> list[dict]:
    if not code:
        return []
    if code.startswith("prem"):
        return [{"type": "patent_premium", "discipline": code[4:]}]
    return [ABILITY[code]]


def records(rows: list[tuple] = ROWS) -> list[dict]:
    fixed = {r[0] for r in rows if r[0]}
    free = (f"I-{n:03d}" for n in range(1, 1000) if f"I-{n:03d}" not in fixed)
    out = []
    for cid, name, theme, lr, heat, surge, abil, imps, flavor in rows:
        out.append({
            "id": cid or next(free),
            "kind": "idea",
            "name": name,
            "theme_sphere": theme,
            "disciplines": {"left": lr[0], "right": lr[1]},
            "heat": [{"w": "white", "b": "black"}[c] for c in heat],
            "surge": list(surge),
            "abilities": ability(abil),
            "impacts": [[impact(t) for t in grp.split("|")] for grp in imps.split(" + ")],
            "flavor": flavor,
        })
    return sorted(out, key=lambda r: r["id"])


def main() -> None:
    recs = records()
    body = ",\n".join("  " + json.dumps(r, ensure_ascii=False) for r in recs)
    OUT.write_text("[\n" + body + "\n]\n", encoding="utf-8")
    print(f"wrote {len(recs)} ideas to {OUT}")


if __name__ == "__main__":
    main()
