# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""Formal proofs (formal/*.sby, SymbiYosys k-induction with Yices).

Every proof must pass, and each must fail on a broken design: a mutant of
the module, one edit in the proof's private copy of its RTL, must make
SymbiYosys report FAIL with the named assertion (so a proof that checks
nothing cannot pass this file).
"""

from __future__ import annotations

import pytest

from cipherline import formal

#: Proofs too slow for `make test` (pytest -m slow, `make conformance`):
#: the key store's miter, about 3 minutes (its cover task,
#: and tests/test_key_store.py's unbounded path check, run in make test).
SLOW = {("cl_csr_keys", "bmc")}
PROOFS = [pytest.param(name, task, marks=[pytest.mark.slow] if (name, task) in SLOW else [],
                       id=name + (f"-{task}" if task else ""))
          for name, tasks in formal.proofs().items() for task in tasks]
SKID = "rtl/common/cl_skid.sv"
FIFO = "rtl/common/cl_sync_fifo.sv"
FIFO2 = "rtl/common/cl_fifo2.sv"
ABUF = "rtl/modes/cm_auth_buf.sv"
INC = "rtl/common/cl_inc.sv"
RAM1P = "rtl/common/cl_ram_1p.sv"
CTX = "rtl/common/cl_ctx_ram.sv"
KS = "rtl/csr/cl_key_store.sv"

MUTANT_DEPTH = 12  # clocks from reset: enough to reach every mutant's failure

# (proof, task, file, old text, new text, an assertion that must fail: its
# source text as in the RTL's FORMAL block or the proof's wrapper; "a|b":
# either)
MUTANTS = [
    # The word taken while the head stalled is lost: the input overtakes it.
    ("cl_skid", None, SKID, "h_q   <= k_q;", "h_q   <= in_data_i;", "h_q == f_out_q"),
    # The skid entry keeps its word after it moved on (key hygiene).
    ("cl_skid", None, SKID, "k_q   <= '0;\n        k_v_q <= 1'b0;", "k_v_q <= 1'b0;",
     "k_q == '0"),
    # The stalled output is replaced: a word is lost and the output changes.
    ("cl_skid", None, SKID, "end else if (out_ready_i || !h_v_q) begin",
     "end else if (1'b1) begin", "h_q == f_out_q"),
    # cl_fifo2: a taken entry keeps its word (key hygiene).
    ("cl_fifo2", None, FIFO2, "if (!rst_ni || (clr && !wr)) begin", "if (!rst_ni) begin",
     "assert (e_q[i] == '0)"),
    # cl_fifo2: the scrub wins over a write to the same entry: the word is lost.
    ("cl_fifo2", None, FIFO2, "if (!rst_ni || (clr && !wr)) begin", "if (!rst_ni || clr) begin",
     "e_q[rp_q] == f_out_q|e_q[!rp_q] == f_out_q + 1'b1"),
    # cl_fifo2: a taken word is offered again (the read pointer stays).
    ("cl_fifo2", None, FIFO2, "assign rp_d        = pop ? !rp_q : rp_q;", "assign rp_d        = rp_q;",
     "e_q[rp_q] == f_out_q|assert (wp_q == rp_q);|assert (v_q[rp_q] && !v_q[wp_q]);"),
    # The output register is refilled while its word waits.
    ("cl_sync_fifo", "plain", FIFO, "assign rd_en      = !ram_empty && (!rvalid_q || rd_ready_i);",
     "assign rd_en      = !ram_empty;", "rdata_q == f_out_q"),
    # The full flag ignores the wrap bit: the writer overwrites unread words.
    ("cl_sync_fifo", "plain", FIFO, "|| (wptr_q[AW] == rptr_q[AW])", "|| 1'b1",
     "wr_ready_o == (f_fill != (AW+1)'(DEPTH))"),
    # CLEAR: a taken word stays in the output register.
    ("cl_sync_fifo", "clear", FIFO, "(!rd_en && rd_ready_i)", "(!rd_en && 1'b0)", "rdata_q == '0"),
    # SCRUB_REG: the verdict for a clock with a write forgets the word being
    # written, so the scrub can overwrite it before it is read (or as it is
    # read: a read-during-write, which no_rw_check leaves undefined).
    ("cl_sync_fifo", "clear_reg", FIFO, "assign fill_w = wptr_q + 1'b1 - rptr_q;",
     "assign fill_w = wptr_q - rptr_q;",
     "mem_q[AW'(rptr_q[AW-1:0] + AW'(i))] == f_rd_q + WIDTH'(i)|assert (waddr != rptr_q[AW-1:0]);"),
    # CLEAR: the registered scrub verdict forgets the word being written, so
    # the scrub can overwrite it before it is read.
    ("cl_sync_fifo", "clear", FIFO, "assign used_stay = (!free_q && !(rd_en && s_at_r)) || s_at_w;",
     "assign used_stay = !free_q && !(rd_en && s_at_r);",
     "assert (free_q == ((AW+1)'(f_off) >= f_unread));"),
    # CLEAR: the registered verdict keeps a word read as it becomes the scrub
    # word as unread, so the scrub skips read words (no data assertion sees
    # this: the words skipped are stale, not lost; the invariant does).
    ("cl_sync_fifo", "clear", FIFO, "&& !(rd_en && s1_at_r);", ";",
     "assert (free_q == ((AW+1)'(f_off) >= f_unread));"),
    # WR_NEXT: the registered scrub address is this clock's scrub word, not
    # the next one: the scrub writes the word after the one it judged free.
    ("cl_sync_fifo", "clear_next", FIFO, "assign waddr_n = wvn ? wptr_n : scrub_n;",
     "assign waddr_n = wvn ? wptr_n : scrub_q;",
     "assert (waddr == waddr_c);|mem_q[AW'(rptr_q[AW-1:0] + AW'(i))] == f_rd_q + WIDTH'(i)"),
    # WR_NEXT: a write announced during a reset is taken: the RAM writes
    # on the first clock after it, though the writer cannot.
    ("cl_sync_fifo", "plain_next", FIFO, "    assign we_n    = wvn;\n", "    assign we_n    = wr_valid_next_i;\n",
     "assert (we == we_c);"),
    # cl_inc: a segment's carry looks only at the segment just below it.
    ("cl_inc", "wide", INC, "(&co[s-1:0])", "co[s-1]", "y_o == x_i + 1'b1"),
    # cl_ram_1p: a slice's high half is read from the low half's address.
    ("cl_ram_1p", "two", RAM1P, "rd_q[36 * k + 18 +: 18] <= mem_q[{1'b1, addr_i}];",
     "rd_q[36 * k + 18 +: 18] <= mem_q[{1'b0, addr_i}];", "assert (rdata_o == f_old_q[WIDTH-1:0]);"),
    # cl_ram_1p: write-first: a read returns the word its clock writes.
    ("cl_ram_1p", "two", RAM1P, "rd_q[36 * k +: 18]      <= mem_q[{1'b0, addr_i}];",
     "rd_q[36 * k +: 18]      <= we_i ? wd[36 * k +: 18] : mem_q[{1'b0, addr_i}];",
     "assert (rdata_o == f_old_q[WIDTH-1:0]);"),
    # cl_ram_1p, deep form: write-first.
    ("cl_ram_1p", "deep", RAM1P, "rd_q[18 * k +: 18] <= mem_q[addr_i];",
     "rd_q[18 * k +: 18] <= we_i ? wd[18 * k +: 18] : mem_q[addr_i];",
     "assert (rdata_o == f_old_q[WIDTH-1:0]);"),
    # cl_ram_1p, deep form: a slice writes its neighbour's bits.
    ("cl_ram_1p", "deep", RAM1P, "mem_q[addr_i] <= wd[18 * k +: 18];",
     "mem_q[addr_i] <= wd[18 * ((k + 1) % NSL) +: 18];",
     "assert (rdata_o == f_old_q[WIDTH-1:0]);|assert (mem_q[f_a] == f_w_q[18 * k +: 18]);"),
    # cl_ctx_ram WR_REG: a read on the edge after a write of its word is not
    # forwarded (it gets the array's undefined read-during-write word).
    ("cl_ctx_ram", "bmc", CTX, "fwd_q      <= we_q && waddr_q == raddr_i;", "fwd_q      <= 1'b0;",
     "assert (rd_wreg == rd_ref);"),
    # cl_ctx_ram WR_REG: the forwarded word is the next write's, not the pending one.
    ("cl_ctx_ram", "bmc", CTX, "fwd_data_q <= wdata_q;", "fwd_data_q <= wdata;",
     "assert (rd_wreg == rd_ref);"),
    # A message whose tag failed is released instead of dropped.
    ("cm_auth_buf", "bmc", ABUF, "assign w_jc    = {c_st_q != cipher_modes_pkg::ST_OK,",
     "assign w_jc    = {1'b0,", "assert (out_last);"),
    # A verdict passes as if its list were empty: its held beats never
    # leave (or leave after it), whichever the solver reaches first.
    ("cm_auth_buf", "bmc", ABUF, "assign w_pass  = !c_app_q && (!c_close_q || !e_ne);",
     "assign w_pass  = !c_app_q;", "assert (f_done_q);|assert (f_idx_q == f_n_q);"),
    # Held beats that are not last pass at once (as jobs): plaintext before
    # its verdict, or, when the verdict overtakes the job and fails, as a
    # data beat of a failed message; the solver may reach either (which one
    # changed with the free list FIFO's netlist, not its behaviour).
    ("cm_auth_buf", "bmc", ABUF, "      if (c_app_q) begin\n        w_append",
     "      if (1'b0) begin\n        w_append", "assert (f_done_q);|assert (f_idx_q == f_n_q);|assert (out_data == f_idx_q);"
     "|assert (out_last);|assert (out_status == f_st_q);"),
    # The key store: a key bit in the key size verdict, readable in SLOT_STATUS.
    pytest.param("cl_csr_keys", "bmc", KS, "err_d[E_KSZ]  = (is_tdes || is_aes) && !(ksz_ok && staged_q);",
                 "err_d[E_KSZ]  = ((is_tdes || is_aes) && !(ksz_ok && staged_q)) || stage_q[KEY_W-1];",
                 "assert (!rvalid[0] || rdata[0] == rdata[1]);|assert (enable[0] == enable[1]",
                 marks=pytest.mark.slow),
]


@pytest.mark.parametrize("name,task", PROOFS)
def test_proof(name: str, task: str | None) -> None:
    v = formal.prove(name, task)
    assert v.status == "PASS", f"{name} {task or ''}: {v.status} (log in {v.workdir})\n{v.log[-3000:]}"
    sby = (formal.FORMAL / f"{name}.sby").read_text()
    if task == "cover":
        covers = sum(ln.count("cover (") for ln in (formal.FORMAL / f"{name}_fv.sv").read_text().splitlines())
        assert v.log.count("reached cover statement") == covers, v.log[-3000:]
    elif "mode prove" in sby:
        assert "successful proof by k-induction" in v.log


@pytest.mark.parametrize("name,task,path,old,new,prop", MUTANTS,
                         ids=[f"{(m.values if hasattr(m, 'values') else m)[0]}-{i}" for i, m in enumerate(MUTANTS)])
def test_mutant_fails(name: str, task: str | None, path: str, old: str, new: str,
                      prop: str) -> None:
    v = formal.prove(name, task, mutate={path: (old, new)}, depth=MUTANT_DEPTH)
    # FAIL needs a counterexample from reset (the base case), not only a
    # failed induction step.
    assert v.status == "FAIL", f"the mutant of {path} was not caught: {v.status}\n{v.log[-3000:]}"
    failed = v.failed_asserts
    assert failed, v.log[-3000:]
    # Each failure's source line, from the files as proved (the mutant's copy).
    texts = []
    for loc in failed:
        fname, pos = loc.rsplit(":", 1)
        lines = (v.workdir / "src" / fname).read_text().splitlines()
        texts.append(lines[int(pos.split(".")[0]) - 1])
    assert any(p in t for p in prop.split("|") for t in texts), f"expected a failure of `{prop}`, got {failed}: {texts}"


def test_bad_mutation_is_refused() -> None:
    with pytest.raises(formal.FormalError, match="occurs 0 times"):
        formal.prove("cl_skid", None, mutate={SKID: ("no such text", "")})
    with pytest.raises(formal.FormalError, match="no such proof"):
        formal.prove("no_such_proof")
