import Foundation

/// The pixel size written in a PNG's or JPEG's header, read without decoding the image.
enum ImageHeader {
  /// The width and height in pixels; zero for bytes that aren't a PNG or JPEG (or are cut short).
  static func pixelSize(of data: Data) -> (width: Int, height: Int) {
    let bytes = [UInt8](data.prefix(65_536))
    func big(_ at: Int, _ count: Int) -> Int? {
      guard at >= 0, at + count <= bytes.count else { return nil }
      return bytes[at..<(at + count)].reduce(0) { $0 << 8 | Int($1) }
    }
    // PNG: the signature, then the IHDR chunk's width and height.
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
      guard let width = big(16, 4), let height = big(20, 4) else { return (0, 0) }
      return (width, height)
    }
    // JPEG: the markers after SOI up to a start of frame (SOF0…SOF15 but DHT, JPG and DAC).
    guard bytes.starts(with: [0xFF, 0xD8]) else { return (0, 0) }
    var index = 2
    while index + 4 <= bytes.count, bytes[index] == 0xFF {
      let marker = bytes[index + 1]
      guard let length = big(index + 2, 2), length >= 2 else { return (0, 0) }
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        guard let height = big(index + 5, 2), let width = big(index + 7, 2) else { return (0, 0) }
        return (width, height)
      }
      index += 2 + length
    }
    return (0, 0)
  }
}
