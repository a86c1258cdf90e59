"""The script-based pipeline the benchmark compares with: json.load the catalog, walk every string
unit, match each value against a printf-placeholder regular expression, count states per language."""
import json
import re
import sys
from collections import Counter, defaultdict

PLACEHOLDER = re.compile(r"%(?:\d+\$)?[-+ #0']*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|q|L|z|t|j)?[@dDiuUxXoOfFeEgGaAcCsSp%]|%#@[A-Za-z0-9_]+@")


def walk(node, language, states, placeholders):
    if not isinstance(node, dict):
        return
    unit = node.get("stringUnit")
    if isinstance(unit, dict):
        states[language][unit.get("state", "?")] += 1
        placeholders[language] += len(PLACEHOLDER.findall(unit.get("value", "")))
    for cases in (node.get("variations") or {}).values():
        for case in cases.values():
            walk(case, language, states, placeholders)
    for substitution in (node.get("substitutions") or {}).values():
        for cases in (substitution.get("variations") or {}).values():
            for case in cases.values():
                walk(case, language, states, placeholders)


def main(path):
    with open(path, encoding="utf-8") as file:
        catalog = json.load(file)
    states = defaultdict(Counter)
    placeholders = Counter()
    for entry in catalog.get("strings", {}).values():
        for language, localization in (entry.get("localizations") or {}).items():
            walk(localization, language, states, placeholders)
    print(len(states), sum(placeholders.values()))


if __name__ == "__main__":
    main(sys.argv[1])
