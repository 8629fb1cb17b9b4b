//===- spirv-extract-kernel-test.cpp - Drives spirv_info::extractKernel ---===//
//
// Usage: spirv-extract-kernel-test in.spv kernel out.spv writes the module
// the runtime builds when it builds one kernel alone;
// spirv-extract-kernel-test --spec-ids in.spv kernel prints the SpecIds the
// kernel reads (test/Runtime).
//
//===----------------------------------------------------------------------===//
#include "SPIRVExtract.h"

#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>

int main(int argc, char **argv) {
  bool SpecIds = argc == 4 && std::string(argv[1]) == "--spec-ids";
  if (argc != 4) {
    fprintf(stderr, "usage: %s in.spv kernel out.spv | --spec-ids in.spv kernel\n", argv[0]);
    return 2;
  }
  if (SpecIds)
    ++argv;
  std::ifstream In(argv[1], std::ios::binary);
  std::vector<char> Bytes((std::istreambuf_iterator<char>(In)), std::istreambuf_iterator<char>());
  if (!In.good() && !In.eof()) {
    fprintf(stderr, "error: cannot read '%s'\n", argv[1]);
    return 1;
  }
  std::vector<uint32_t> Words(Bytes.size() / 4);
  std::copy(Bytes.begin(), Bytes.begin() + Words.size() * 4, reinterpret_cast<char *>(Words.data()));
  std::vector<uint32_t> Out;
  std::map<std::string, std::vector<uint32_t>> ByKernel;
  if (SpecIds && spirv_info::kernelSpecIds(Words, ByKernel) && ByKernel.count(argv[2]))
    Out = ByKernel[argv[2]];
  else if (SpecIds || Bytes.size() % 4 || !spirv_info::extractKernel(Words, argv[2], Out)) {
    fprintf(stderr, "error: '%s' is not a little-endian SPIR-V module with a kernel '%s'\n", argv[1], argv[2]);
    return 1;
  }
  if (SpecIds) {
    printf("spec ids of %s:", argv[2]);
    for (uint32_t Id : Out)
      printf(" %u", Id);
    printf("\n");
    return 0;
  }
  std::ofstream O(argv[3], std::ios::binary);
  O.write(reinterpret_cast<const char *>(Out.data()), std::streamsize(Out.size() * 4));
  return O.good() ? 0 : 1;
}
