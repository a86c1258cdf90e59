# xcstrings-tools — see README.md.
SWIFT ?= swift
PREFIX ?= /usr/local
BINDIR := $(PREFIX)/bin
TOOLS := xcstrings-fmt xcstrings-lint xcstrings-plurals xcstrings-gen xcstrings-resolve xcstrings-pseudo xcstrings-render xcstrings-xliff xcstrings-merge xcstrings-diff
RELEASE_BIN := .build/release
DEBUG_BIN := .build/debug
DEMO_DIR := .build/demo

.PHONY: all build test test-integrations test-dist dist sanitize demo bench install clean

all: build

## build: release build of every tool (into .build/release)
build:
	$(SWIFT) build -c release

## test: build everything from nothing and run every test
test:
	$(SWIFT) build --build-tests
	$(SWIFT) test
	$(MAKE) test-integrations

## sanitize: the parallel code's tests under the thread sanitizer, then every test under the address
## sanitizer, whose leak check ignores only the toolchain's own leaks (Scripts/lsan-suppressions.txt)
## (slow: each has its own build folder, .build-tsan and .build-asan; not part of make test)
PARALLEL_TESTS := ParallelTests|TableLoadingTests|SharedStateTests|DecoderSplitTests|ParallelDecodeTests|ParallelWalkTests|LocalizerTests|CatalogRuntimeTests.CorpusTests|CatalogXLIFFTests.CommandTests|LanguageResolutionTests.ConcurrencyTests|PluralRulesTests.LookupTests|ScanPartsTests|FileReadingTests|CatalogLanguagesTests|CatalogLintTests.ReporterFormatTests
sanitize:
	$(SWIFT) test --sanitize=thread --scratch-path .build-tsan --filter '$(PARALLEL_TESTS)'
	LSAN_OPTIONS=suppressions=$(CURDIR)/Scripts/lsan-suppressions.txt:print_suppressions=0 $(SWIFT) test --sanitize=address --scratch-path .build-asan

## test-integrations: pre-commit hooks, the GitHub Action, install and the Xcode phase, SwiftPM plugins (Scripts/test-integrations)
test-integrations:
	python3 Scripts/test-integrations

## dist: release binaries of every tool (static on Linux, universal on macOS), stripped, their archives and the
## SwiftPM artifact bundle with its checksum, into dist/ (Scripts/dist; built in .build-dist)
dist:
	python3 Scripts/dist all

## test-dist: make dist, then the binaries run without the toolchain, the artifact bundle, and the plugin
## example built against the binary plugins (Plugins/Binary) by path; not part of make test (minutes)
test-dist:
	python3 Scripts/test-integrations install dist

## demo: run the tools on the bundled examples in Examples/, and the CatalogRuntime and accessors example packages (needs git for the merge)
demo: build
	@rm -rf $(DEMO_DIR) && mkdir -p $(DEMO_DIR) && cp -R Examples/. $(DEMO_DIR)/
	@echo "== xcstrings-lint on a clean catalog, with a 95% threshold"
	@$(RELEASE_BIN)/xcstrings-lint --threshold 95 $(DEMO_DIR)/Localizable.xcstrings; echo "exit status: $$?"
	@echo
	@echo "== xcstrings-lint on catalogs with deliberate mistakes (see Examples/README.md)"
	-@$(RELEASE_BIN)/xcstrings-lint --languages it --threshold 90 --threshold ar=80 $(DEMO_DIR)/lint; echo "exit status: $$?"
	@echo
	@echo "== xcstrings-lint with a team configuration (Examples/config/.xcstrings-lint.json), then without it"
	@$(RELEASE_BIN)/xcstrings-lint $(DEMO_DIR)/config; echo "exit status: $$?"
	-@$(RELEASE_BIN)/xcstrings-lint --no-config $(DEMO_DIR)/config; echo "exit status: $$?"
	@echo
	@echo "== a baseline: record today's findings, then only new ones fail"
	@$(RELEASE_BIN)/xcstrings-lint --languages it --write-baseline $(DEMO_DIR)/baseline.json $(DEMO_DIR)/lint; echo "exit status: $$?"
	@$(RELEASE_BIN)/xcstrings-lint --languages it --baseline $(DEMO_DIR)/baseline.json $(DEMO_DIR)/lint; echo "exit status: $$?"
	@echo
	@echo "== GitHub annotations (the first lines)"
	-@$(RELEASE_BIN)/xcstrings-lint --format github $(DEMO_DIR)/lint | head -5
	@echo
	@echo "== xcstrings-lint --explain placeholder-mismatch"
	@$(RELEASE_BIN)/xcstrings-lint --explain placeholder-mismatch
	@echo "== xcstrings-fmt --check  (fmt/Unformatted.xcstrings is compact JSON, not Xcode's format)"
	-@$(RELEASE_BIN)/xcstrings-fmt --check $(DEMO_DIR)/Localizable.xcstrings $(DEMO_DIR)/fmt; echo "exit status: $$?"
	@echo
	@echo "== xcstrings-fmt rewrites it in Xcode's exact format"
	@$(RELEASE_BIN)/xcstrings-fmt $(DEMO_DIR)/fmt/Unformatted.xcstrings; echo "exit status: $$?"
	@head -n 12 $(DEMO_DIR)/fmt/Unformatted.xcstrings; echo; echo "  ..."
	@$(RELEASE_BIN)/xcstrings-fmt --check $(DEMO_DIR)/fmt; echo "exit status: $$?"
	@echo
	@echo "== xcstrings-gen: Examples/translations.json is the source of truth of Localizable.xcstrings"
	@$(RELEASE_BIN)/xcstrings-gen --check $(DEMO_DIR)/translations.json; echo "exit status: $$?"
	@echo
	@echo "== xcstrings-gen writes every form (plural, device, substitutions, string sets), xcstrings-lint checks the result"
	@rm -f $(DEMO_DIR)/gen/Features.xcstrings
	@$(RELEASE_BIN)/xcstrings-gen $(DEMO_DIR)/gen/Features.translations.json; echo "exit status: $$?"
	@$(RELEASE_BIN)/xcstrings-lint $(DEMO_DIR)/gen/Features.xcstrings; echo "exit status: $$?"
	@$(RELEASE_BIN)/xcstrings-gen $(DEMO_DIR)/gen/Features.translations.json; echo "exit status: $$?"
	@echo
	@echo "== xcstrings-gen on deliberate mistakes (Examples/gen/README.md): findings point into the .json, nothing is written"
	-@$(RELEASE_BIN)/xcstrings-gen $(DEMO_DIR)/gen/Mistakes.translations.json; echo "exit status: $$?"
	@echo
	@echo "== xcstrings-gen --import: adopt it on an existing catalog; generating gives the same bytes back"
	@$(RELEASE_BIN)/xcstrings-gen --import $(DEMO_DIR)/gen/Features.xcstrings -o $(DEMO_DIR)/gen/Imported.translations.json; echo "exit status: $$?"
	@$(RELEASE_BIN)/xcstrings-gen --check $(DEMO_DIR)/gen/Imported.translations.json -o $(DEMO_DIR)/gen/Features.xcstrings; echo "exit status: $$?"
	@echo
	@echo "== xcstrings-plurals: the plural forms a translation needs"
	@$(RELEASE_BIN)/xcstrings-plurals ar
	@$(RELEASE_BIN)/xcstrings-plurals ru 1 2 5 21 1.5
	@echo
	@echo "== xcstrings-resolve: which localization an English speaker in Italy sees (Examples/resolve), and why"
	@$(RELEASE_BIN)/xcstrings-resolve --language en --region IT --explain $(DEMO_DIR)/resolve/Localizable.xcstrings
	@echo
	@echo "== xcstrings-resolve --matrix: what users of every common language see, and who falls through"
	@$(RELEASE_BIN)/xcstrings-resolve --matrix $(DEMO_DIR)/resolve/Localizable.xcstrings
	@echo
	@echo "== xcstrings-pseudo: en-XA (accented, bracketed, 40% longer) and ar-XB (right to left), every placeholder intact"
	@$(RELEASE_BIN)/xcstrings-pseudo $(DEMO_DIR)/Localizable.xcstrings -o $(DEMO_DIR)/Pseudo.xcstrings; echo "exit status: $$?"
	@grep -A4 '"en-XA"' $(DEMO_DIR)/Pseudo.xcstrings | grep '"value"' | head -4
	@$(RELEASE_BIN)/xcstrings-lint --select placeholder-mismatch,placeholder-missing,plural-missing-category,broken-markup $(DEMO_DIR)/Pseudo.xcstrings | tail -1
	@$(RELEASE_BIN)/xcstrings-pseudo --check $(DEMO_DIR)/Pseudo.xcstrings; echo "exit status: $$?"
	@echo
	@echo "== xcstrings-render: what users see for a key and a count, in every language"
	@$(RELEASE_BIN)/xcstrings-render --all-languages $(DEMO_DIR)/RuntimeExample/Sources/RuntimeExample/Resources/Localizable.xcstrings inbox.unread 3
	@$(RELEASE_BIN)/xcstrings-render --language ar --region EG $(DEMO_DIR)/RuntimeExample/Sources/RuntimeExample/Resources/Localizable.xcstrings inbox.unread 11
	@echo
	@echo "== Examples/RuntimeExample: CatalogRuntime reads Bundle.module's catalog, then switches language at run time"
	@$(SWIFT) run --package-path Examples/RuntimeExample --scratch-path .build/runtime-example -q RuntimeExample
	@echo
	@echo "== xcstrings-gen --swift: type-safe Swift accessors for Localizable.xcstrings (Docs/accessors.md)"
	@$(RELEASE_BIN)/xcstrings-gen --swift $(DEMO_DIR)/Localizable.xcstrings -o $(DEMO_DIR)/Strings.swift; echo "exit status: $$?"
	@grep -E '^    internal static (var|func) ' $(DEMO_DIR)/Strings.swift | grep -v -E 'selectedLanguage|locale' | sed 's/^ *//'
	@echo
	@echo "== Examples/AccessorsExample: XCStringsAccessorsPlugin generates them in the build; the program switches language"
	@$(SWIFT) run --package-path Examples/AccessorsExample --scratch-path .build/accessors-example -q AccessorsExample
	@echo
	@echo "== xcstrings-xliff export: Italian for a translator, as Xcode's -exportLocalizations writes it (Docs/xliff.md)"
	@$(RELEASE_BIN)/xcstrings-xliff export $(DEMO_DIR)/Localizable.xcstrings --root $(DEMO_DIR) --languages it -o $(DEMO_DIR)/Translations; echo "exit status: $$?"
	@find $(DEMO_DIR)/Translations -print | sed 's|$(DEMO_DIR)/||' | sort
	@grep -A3 'id="Welcome to %@!"' "$(DEMO_DIR)/Translations/it.xcloc/Localized Contents/it.xliff"
	@echo
	@echo "== xcstrings-xliff import: a translation that drops or changes a placeholder is refused where it is, nothing is written"
	-@$(RELEASE_BIN)/xcstrings-xliff import $(DEMO_DIR)/xliff/it-mistakes.xliff --root $(DEMO_DIR) --no-config; echo "exit status: $$?"
	@echo
	@echo "== xcstrings-xliff import: the translated XLIFF applied, then linted"
	@$(RELEASE_BIN)/xcstrings-xliff import $(DEMO_DIR)/xliff/it.xliff --root $(DEMO_DIR) --no-config; echo "exit status: $$?"
	@$(RELEASE_BIN)/xcstrings-lint --no-config --languages it --threshold 100 $(DEMO_DIR)/Localizable.xcstrings | grep -E ' it |file:'; echo "exit status: $$?"
	@$(RELEASE_BIN)/xcstrings-xliff import $(DEMO_DIR)/xliff/it.xliff --root $(DEMO_DIR) --no-config; echo "exit status: $$?"
	@echo
	@echo "== xcstrings-merge: two branches each add a key at the same place (Examples/merge); git alone stops"
	@rm -rf $(DEMO_DIR)/repo && mkdir -p $(DEMO_DIR)/repo
	@cd $(DEMO_DIR)/repo && git init -q -b main && git config user.name demo && git config user.email demo@example.com \
	  && cp ../merge/base.xcstrings Localizable.xcstrings && git add . && git commit -qm base \
	  && git checkout -qb bye && cp ../merge/ours.xcstrings Localizable.xcstrings && git commit -qam "Bye, and a German fix" \
	  && git checkout -q main && cp ../merge/french.xcstrings Localizable.xcstrings && git commit -qam "Cancel, and French" \
	  && git checkout -q bye && { git merge -q --no-edit main >/dev/null 2>&1; echo "git merge without the driver: exit status $$?"; } \
	  && grep -c '^<<<<<<<' Localizable.xcstrings | sed 's/$$/ conflict blocks in Localizable.xcstrings/' && git merge --abort
	@echo "-- the same merge with the driver set up as Docs/merge.md says"
	@cd $(DEMO_DIR)/repo && export PATH="$(abspath $(RELEASE_BIN)):$$PATH" \
	  && echo '*.xcstrings merge=xcstrings diff=xcstrings' >> .gitattributes \
	  && git config merge.xcstrings.driver 'xcstrings-merge %O %A %B %P' \
	  && git config diff.xcstrings.textconv 'xcstrings-diff --textconv' \
	  && git merge -q --no-edit main; echo "git merge: exit status $$?"
	@cd $(DEMO_DIR)/repo && PATH="$(abspath $(RELEASE_BIN)):$$PATH" git diff HEAD~1 HEAD | tail -n +5
	@echo "-- xcstrings-diff: what the merge brought to the branch"
	@$(RELEASE_BIN)/xcstrings-diff $(DEMO_DIR)/merge/ours.xcstrings $(DEMO_DIR)/repo/Localizable.xcstrings; echo "exit status: $$?"

## bench: time the tools against JSONSerialization, a Python pipeline and generator, and a Codable floor (not part of make test)
bench:
	python3 Scripts/bench

## install: install the tools into $(PREFIX)/bin (PREFIX defaults to /usr/local)
install: build
	install -d "$(DESTDIR)$(BINDIR)"
	for tool in $(TOOLS); do install -m 755 "$(RELEASE_BIN)/$$tool" "$(DESTDIR)$(BINDIR)/$$tool"; done

## clean: remove build products
clean:
	rm -rf .build .build-dist dist
