import Foundation

/// Image files for tests, made in memory: PNGs written here (stored, uncompressed deflate: an
/// encoder, not a decoder, so the decoder under test is still libpng) and a small JPEG.
package enum TestImages {
  /// An 8 × 8 JPEG (libjpeg-turbo, quality 90): red rising left to right, green top to
  /// bottom, blue 128.
  package static let gradientJPEG = Data(
    base64Encoded:
      "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wAARCAAIAAgDASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwBvwb/Y85g/0L0/hooor8zznizNvrcv3n9feex4accZ3/q9S/e/1ZeZ/9k="
  )!

  /// A PNG of RGBA pixels (row by row, 4 bytes a pixel).
  package static func png(width: Int, height: Int, rgba: [UInt8]) -> Data {
    precondition(rgba.count == width * height * 4, "pixels don't match the size")
    var raw = [UInt8]()
    for row in 0..<height {
      raw.append(0)  // filter: none
      raw += rgba[(row * width * 4)..<((row + 1) * width * 4)]
    }
    var zlib: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let count = min(65_535, raw.count - offset)
      let last: UInt8 = offset + count >= raw.count ? 1 : 0
      zlib += [last, UInt8(count & 0xFF), UInt8(count >> 8)]
      zlib += [UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
      zlib += raw[offset..<(offset + count)]
      offset += count
    } while offset < raw.count
    zlib += bigEndian(adler32(raw))
    var header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
    header += [8, 6, 0, 0, 0]  // 8-bit RGBA, no interlace
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    png += chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", [])
    return Data(png)
  }

  /// A PNG of one colour per pixel, from a function of the pixel's position.
  package static func png(
    width: Int, height: Int, pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)
  ) -> Data {
    var rgba: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width {
        let (r, g, b, a) = pixel(x, y)
        rgba += [r, g, b, a]
      }
    }
    return png(width: width, height: height, rgba: rgba)
  }

  /// A fresh temporary folder for a test's files, removed when the test process exits (the
  /// images a test draws may be decoded lazily, after the test's own scope has ended).
  package static func temporaryFolder() -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("spaces-images-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    ExitCleanup.remove(url)
    return url
  }

  private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
      UInt8(value & 0xFF),
    ]
  }

  private static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  private static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return (b << 16) | a
  }
}
