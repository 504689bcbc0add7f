# expect: Visitor of AST node is not implemented: Lambda
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    f = lambda x: x + 1  #!
