print("xcstrings-lint: work in progress")
