# expect: "S.prim_func" can't decorate an async function.
from compass import script as S


@S.prim_func
async def kernel(a: S.ptr("int32", "global")):  #!
    a[0] = 1
