# expect: Expect 2 indices, but got: 1.
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    grid = S.alloc_buffer((2, 4), "int32")
    grid[1] = a[0]  #!
