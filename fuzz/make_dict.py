"""Writes the libFuzzer dictionary of the IR targets: every operation name
of the tir and compass dialects (read from their ODS files), the type
spellings and the punctuation the parser keys on.

    python3 make_dict.py OUTPUT FILE.td...
"""

import re
import sys

TYPES = ["si8", "ui8", "si16", "ui16", "si32", "ui32", "f16", "bf16", "f32", "i1",
         "vector<8xsi32>", "vector<16xf16>", "vector<32xui8>", "!compass.mask<8>",
         "!compass.mask<16>", "!compass.ptr<si32, global>", "!compass.ptr<f16, lsram>",
         "!tir.var<si32>", "private", "shared", "constant", "global", "lsram"]
PUNCTUATION = ["func.func @", "attributes {compass.kernel}", "{", "}", "->", ":", "%",
               "[", "]", "dense<", "tensor<", "true", "false", "step", "to", "r ", "return"]


def main():
    output, *sources = sys.argv[1:]
    words = set(TYPES) | set(PUNCTUATION)
    for path in sources:
        text = open(path, encoding="utf-8").read()
        dialect = "tir" if "TIR" in path else "compass"
        for mnemonic in re.findall(r'^def \w+\s*:\s*\w+Op<"([a-z_0-9]+)"', text, re.M):
            words.add(f"{dialect}.{mnemonic}")
        for mnemonic in re.findall(r'Op<"([a-z_0-9]+)"', text):
            words.add(f"{dialect}.{mnemonic}")
    with open(output, "w", encoding="utf-8") as handle:
        for index, word in enumerate(sorted(words)):
            escaped = word.replace("\\", "\\\\").replace('"', '\\"')
            handle.write(f'w{index}="{escaped}"\n')


if __name__ == "__main__":
    main()
