/// Resamples a bitmap to a smaller (or larger) grid by area averaging (a box filter): each
/// output pixel is the average of the source pixels it covers, weighted by how much of each it
/// covers, in premultiplied alpha so transparent pixels don't darken their neighbours.
package enum ImageResampler {
  /// The image resampled to `width × height` pixels (RGBA8, straight alpha); empty when either
  /// is not positive or the image is empty.
  package static func resample(_ image: RGBAImage, width: Int, height: Int) -> RGBAImage {
    guard width > 0, height > 0, !image.isEmpty else {
      return RGBAImage(width: 0, height: 0, pixels: [])
    }
    let columns = spans(source: image.width, target: width)
    let rows = spans(source: image.height, target: height)
    var out = [UInt8](repeating: 0, count: width * height * 4)
    image.pixels.withUnsafeBufferPointer { source in
      for (y, row) in rows.enumerated() {
        for (x, column) in columns.enumerated() {
          var (r, g, b, a, total) = (0.0, 0.0, 0.0, 0.0, 0.0)
          for (sy, wy) in row {
            for (sx, wx) in column {
              let weight = wy * wx
              let i = (sy * image.width + sx) * 4
              let alpha = Double(source[i + 3]) * weight
              r += Double(source[i]) * alpha
              g += Double(source[i + 1]) * alpha
              b += Double(source[i + 2]) * alpha
              a += alpha
              total += weight
            }
          }
          let o = (y * width + x) * 4
          if a > 0 {
            out[o] = byte(r / a)
            out[o + 1] = byte(g / a)
            out[o + 2] = byte(b / a)
          }
          out[o + 3] = total > 0 ? byte(a / total) : 0
        }
      }
    }
    return RGBAImage(width: width, height: height, pixels: out)
  }

  /// For each target pixel along an axis, the source pixels it covers and how much of each.
  static func spans(source: Int, target: Int) -> [[(Int, Double)]] {
    let step = Double(source) / Double(target)
    return (0..<target).map { index in
      let start = Double(index) * step
      let end = start + step
      var covered: [(Int, Double)] = []
      var pixel = Int(start)
      while Double(pixel) < end, pixel < source {
        let overlap = min(end, Double(pixel + 1)) - max(start, Double(pixel))
        if overlap > 1e-9 { covered.append((pixel, overlap)) }
        pixel += 1
      }
      if covered.isEmpty { covered.append((min(source - 1, Int(start)), 1)) }
      return covered
    }
  }

  private static func byte(_ value: Double) -> UInt8 {
    UInt8(max(0, min(255, value.rounded())))
  }
}
