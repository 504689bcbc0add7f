# expect: There isn't any compute instruction for bfloat16 scalar, please convert it to float32 first.
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int16", "global"), b: S.ptr("bf16", "global"), out: S.ptr("bf16", "global")):
    out[0] = a[0] + b[0]  #!
