# expect: The table "TABLE" has the NumPy dtype "float64", which the Compass DSL does not have; convert it with astype.
import numpy as np

from compass import script as S

TABLE = np.arange(16, dtype=np.float64)


@S.prim_func
def kernel(a: S.ptr("float32", "global"), n: S.i32):
    a[0] = TABLE[n]  #!
