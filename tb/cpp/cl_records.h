// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// Binary record files of the harnesses: fixed-size input records read in
// chunks, buffered output records, the key pool of a soak run, and the end
// condition of a soak run (SoakEnd). The soak's record layouts are described
// in the harness mains and in src/cipherline/sim/harness.py (SOAK_* dtypes).

#pragma once

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "cl_util.h"

namespace cl {

// Fixed-size records of a file, read 4096 at a time.
class RecordReader {
 public:
  RecordReader(const std::string& path, size_t rec) : path_(path), rec_(rec), buf_(rec * 4096) {
    f_ = std::fopen(path.c_str(), "rb");
    if (!f_) fatal("cannot open input file " + path);
    std::fseek(f_, 0, SEEK_END);
    const long size = std::ftell(f_);
    std::fseek(f_, 0, SEEK_SET);
    if (size < 0 || size % static_cast<long>(rec) != 0)
      fatal("input " + path + ": size " + std::to_string(size) + " is not a multiple of " + std::to_string(rec) +
            " bytes");
    count_ = static_cast<uint64_t>(size) / rec;
  }
  RecordReader(const RecordReader&) = delete;
  RecordReader& operator=(const RecordReader&) = delete;
  ~RecordReader() { std::fclose(f_); }

  uint64_t count() const { return count_; }

  // The next record (valid until the next call).
  const unsigned char* next() {
    if (pos_ == len_) {
      len_ = std::fread(buf_.data(), 1, buf_.size(), f_);
      pos_ = 0;
      if (len_ == 0 || len_ % rec_) fatal("short read from " + path_);
    }
    const unsigned char* p = &buf_[pos_];
    pos_ += rec_;
    return p;
  }

 private:
  std::string path_;
  size_t rec_;
  std::vector<unsigned char> buf_;
  std::FILE* f_ = nullptr;
  size_t len_ = 0, pos_ = 0;
  uint64_t count_ = 0;
};

// Fixed-size output records, buffered; add() returns the record to fill.
class RecordWriter {
 public:
  RecordWriter(const std::string& path, size_t rec) : rec_(rec) {
    f_ = std::fopen(path.c_str(), "wb");
    if (!f_) fatal("cannot open output file " + path);
    buf_.reserve(rec * 4096);
  }
  RecordWriter(const RecordWriter&) = delete;
  RecordWriter& operator=(const RecordWriter&) = delete;
  ~RecordWriter() {
    flush();
    std::fclose(f_);
  }

  unsigned char* add() {
    if (buf_.size() + rec_ > buf_.capacity()) flush();
    buf_.resize(buf_.size() + rec_);
    return &buf_[buf_.size() - rec_];
  }

  void flush() {
    if (!buf_.empty() && std::fwrite(buf_.data(), 1, buf_.size(), f_) != buf_.size()) fatal("write error");
    buf_.clear();
  }

 private:
  size_t rec_;
  std::vector<unsigned char> buf_;
  std::FILE* f_ = nullptr;
};

// Key pool of a soak run: 24-byte K1||K2||K3 entries, big-endian.
struct Key192 {
  uint64_t k[3];
};

inline std::vector<Key192> load_key_pool(const std::string& path) {
  const std::vector<unsigned char> raw = read_file(path);
  if (raw.empty() || raw.size() % 24) fatal("key pool " + path + ": size must be a non-zero multiple of 24 bytes");
  std::vector<Key192> keys(raw.size() / 24);
  for (size_t i = 0; i < keys.size(); i++)
    for (int q = 0; q < 3; q++) keys[i].k[q] = load_be64(&raw[24 * i + 8 * q]);
  return keys;
}

inline const Key192& pool_key(const std::vector<Key192>& pool, uint32_t idx) {
  if (idx >= pool.size()) fatal("key index " + std::to_string(idx) + " outside the key pool");
  return pool[idx];
}

// When a soak run ends. The harness checks nothing itself (the soak counts
// lost, duplicated, reordered and wrong outputs in Python), so it must not
// stop at the first sign of trouble: it runs until every input is sent and
// `expect` outputs arrived, then `drain` more clocks with ready held high to
// catch extra (duplicated) outputs. If nothing moves (no input accepted, no
// output) for `max_idle` clocks it gives up (timed_out): the missing outputs
// are lost.
class SoakEnd {
 public:
  SoakEnd(uint64_t expect, uint64_t drain, uint64_t max_idle)
      : expect_(expect), drain_(drain), max_idle_(max_idle) {}

  // The sink must be ready (the expected outputs are in).
  bool draining() const { return draining_; }

  // Once per clock, after the step; true when the run is over.
  bool done(bool all_sent, uint64_t outs, bool moved) {
    idle_ = moved ? 0 : idle_ + 1;
    if (idle_ > max_idle_) {
      timed_out_ = !(all_sent && outs >= expect_);
      return true;
    }
    if (!draining_ && all_sent && outs >= expect_) draining_ = true;
    return draining_ && ++drained_ > drain_;
  }

  bool timed_out() const { return timed_out_; }

 private:
  uint64_t expect_, drain_, max_idle_;
  uint64_t idle_ = 0, drained_ = 0;
  bool draining_ = false, timed_out_ = false;
};

}  // namespace cl
