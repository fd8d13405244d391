# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
# cipherline top-level Makefile.
# The first target that needs tools creates .venv and installs the pinned
# toolchain from requirements.txt (PyPI only).

PYTHON ?= python3
VENV   := .venv
VPY    := $(VENV)/bin/python
STAMP  := $(VENV)/.installed-$(shell cksum requirements.txt pyproject.toml | cksum | cut -d' ' -f1)
CLI    := $(VENV)/bin/cipherline

# Benchmark configuration (make synth).
CORE             ?= tdes
NUM_DES          ?= 3
STAGES           ?= 48
ROUNDS_PER_CYCLE ?= 1
SEEDS            ?= 5
TARGET           ?= ecp5
JOBS             ?= 2
# SCHEDULER=tcp://HOST:8786 runs the tool jobs of synth and report and the
# seeds of sweep on a Dask cluster; CACHE_DIR=DIR is the result cache of
# synth and report (README: "Running on a cluster").
SCHEDULER        ?=
CACHE_DIR        ?=
CLUSTER_ARGS     := $(if $(SCHEDULER),--scheduler $(SCHEDULER))
TOOL_ARGS        := $(CLUSTER_ARGS) $(if $(CACHE_DIR),--cache $(CACHE_DIR))

.PHONY: all venv test formal lint csr docs synth report report-full conformance bench-modes sweep soak clean

all: test

$(STAMP): requirements.txt pyproject.toml
	test -x $(VPY) || $(PYTHON) -m venv $(VENV)
	$(VPY) -m pip install -q --upgrade pip
	$(VPY) -m pip install -q -r requirements.txt
	$(VPY) -m pip install -q --no-deps -e .
	rm -f $(VENV)/.installed-*
	touch $@

venv: $(STAMP)

# The default test suite (CI runs exactly this); the configurations marked
# slow run in `make conformance`. It lists its 25 slowest tests, to keep
# it within CI's 15-minute budget.
test: $(STAMP)
	$(VPY) -m pytest -n $(JOBS) --dist loadgroup -q --durations=25 -m "not slow" tests

# The formal proofs alone (formal/*.sby; also part of `make test`).
formal: $(STAMP)
	$(VPY) -m pytest -q tests/test_formal.py

lint: $(STAMP)
	$(VPY) -m cipherline.commands.lint

# The CSR block's views from rtl/csr/cipherline_csr.rdl (docs/csr.md): the
# register block's SystemVerilog, the C header and the Python register layer
# (committed; tests/test_csr.py fails when they are stale), and the HTML
# reference in build/csr/html/.
csr: $(STAMP)
	$(VPY) -m cipherline.csr.generate

# The documentation site (mkdocs.yml) into build/site/, strict: a broken
# link or anchor, a page missing from the navigation or a malformed WaveDrom
# diagram fails it (tests/test_docs.py). It serves the register map from
# make csr and, once made, the report's index.html.
docs: csr
	$(VPY) -m mkdocs build

synth: $(STAMP)
	$(CLI) synth --core $(CORE) --num-des $(NUM_DES) --stages $(STAGES) \
	  --rounds-per-cycle $(ROUNDS_PER_CYCLE) --target $(TARGET) --seeds $(SEEDS) \
	  --jobs $(JOBS) $(TOOL_ARGS)

# The default report: the configurations chosen by measured CPU time to
# finish cold in 30 minutes on 2 cores, seed 1 (REPORT_SEEDS=3: the targets'
# best and median; README, "make report"); report-full:
# every configuration (--full --extended) with FULL_SEEDS seeds, in hours.
# DRY_RUN=1 only lists what would run, what is cached and the estimated time.
FULL_SEEDS       ?= 5
REPORT_SEEDS     ?= 1
REPORT_ARGS      := $(if $(DRY_RUN),--dry-run)
report: $(STAMP)
	$(CLI) report --seeds $(REPORT_SEEDS) --jobs $(JOBS) $(TOOL_ARGS) $(REPORT_ARGS)

report-full: $(STAMP)
	$(CLI) report --full --extended --seeds $(FULL_SEEDS) --out build/report-full \
	  --jobs $(JOBS) $(TOOL_ARGS) $(REPORT_ARGS)

conformance: $(STAMP)
	$(CLI) conformance
	$(VPY) -m pytest -n $(JOBS) --dist loadgroup -q -m slow tests

bench-modes: $(STAMP)
	$(CLI) bench modes

# Long random soak (2 x 10^7 blocks; not part of `make test`): 10^7 through the
# bare tdes_core (1,1), (3,1), (48,1) and the TDES modes engine around (48,1),
# 10^7 through the AES modes engine with GCM and CCM, pipelined (64 streams)
# and iterative (16 streams, a small message buffer). Measured on 2 cores
# shared with place and route: 17 + 15 min of simulation, +6 min of cold
# builds (the TDES half alone took 8 min on a quieter machine).
soak: $(STAMP)
	$(CLI) soak

# Seed sweep of the random simulations (tests/sweep.py): SWEEP_SEEDS seeds
# from SWEEP_FIRST, each a `pytest --seed N` run of the random tests (with
# SCHEDULER, on the cluster: then JOBS is each seed's pytest-xdist workers).
SWEEP_SEEDS ?= 200
SWEEP_FIRST ?= 1
sweep: $(STAMP)
	$(VPY) tests/sweep.py --seeds $(SWEEP_SEEDS) --first $(SWEEP_FIRST) --jobs $(JOBS) $(CLUSTER_ARGS)

clean:
	rm -rf build sim_build
