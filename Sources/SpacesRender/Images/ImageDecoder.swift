import CLibJPEG
import CLibPNG
import Foundation

/// Decodes PNG and JPEG files to RGBA8 with Debian's libpng16 and libjpeg-turbo.
///
/// Files over `maxFileBytes` and images wider or taller than `maxDimension` pixels are refused
/// (the size is read from the header before any pixel is decoded). The format is told by the
/// file's first bytes, not its name.
package enum ImageDecoder {
  /// The largest file decoded: 50 MB.
  package static let maxFileBytes = 50 * 1024 * 1024
  /// The widest or tallest image decoded, in pixels.
  package static let maxDimension = 16_384

  /// The formats decoded.
  package enum Format: Equatable, Sendable {
    case png, jpeg
  }

  /// The format of a file's bytes, from their signature; `nil` when neither.
  package static func format(of bytes: Data) -> Format? {
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
    if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
    return nil
  }

  /// Reads and decodes an image file.
  package static func decode(fileAt path: String) throws(ImageDecodingError) -> RGBAImage {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    guard let size = (attributes?[.size] as? NSNumber)?.intValue else {
      throw ImageDecodingError(path: path, reason: "the file can't be read")
    }
    guard size <= maxFileBytes else {
      throw ImageDecodingError(
        path: path, reason: "\(size) bytes is over the limit of \(maxFileBytes)")
    }
    guard let bytes = FileManager.default.contents(atPath: path) else {
      throw ImageDecodingError(path: path, reason: "the file can't be read")
    }
    return try decode(bytes, path: path)
  }

  /// Decodes an image's bytes; `path` names it in errors.
  package static func decode(_ bytes: Data, path: String) throws(ImageDecodingError)
    -> RGBAImage
  {
    guard !bytes.isEmpty else { throw ImageDecodingError(path: path, reason: "the file is empty") }
    guard bytes.count <= maxFileBytes else {
      throw ImageDecodingError(
        path: path, reason: "\(bytes.count) bytes is over the limit of \(maxFileBytes)")
    }
    guard let format = format(of: bytes) else {
      throw ImageDecodingError(path: path, reason: "not a PNG or JPEG file")
    }
    var width: UInt32 = 0
    var height: UInt32 = 0
    var message = [CChar](repeating: 0, count: 256)
    let decoded: UnsafeMutablePointer<UInt8>? = bytes.withUnsafeBytes { raw in
      let base = raw.bindMemory(to: UInt8.self).baseAddress
      return message.withUnsafeMutableBufferPointer { text in
        switch format {
        case .png:
          spaces_png_decode_rgba(
            base, raw.count, UInt32(maxDimension), &width, &height, text.baseAddress, text.count)
        case .jpeg:
          spaces_jpeg_decode_rgba(
            base, raw.count, UInt32(maxDimension), &width, &height, text.baseAddress, text.count)
        }
      }
    }
    guard let decoded else {
      let reason = String(
        decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      throw ImageDecodingError(path: path, reason: reason.isEmpty ? "unreadable image" : reason)
    }
    defer { free(decoded) }
    let count = Int(width) * Int(height) * 4
    let pixels = Array(UnsafeBufferPointer(start: decoded, count: count))
    return RGBAImage(width: Int(width), height: Int(height), pixels: pixels)
  }
}
