func.func @kernel() attributes {compass.kernel} {
  %0 = tir.const_buffer "t" dense_resource<blob> : tensor<2xsi32> -> !compass.ptr<si32, constant>
  return
}
{-#
  dialect_resources: {
    builtin: {
      blob: "0x040000000100000002000000"
    }
  }
#-}
