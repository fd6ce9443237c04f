import Foundation
import SpacesKit

/// Decoded images and their resamplings, kept between frames: a file is decoded the first time
/// it is drawn (never at startup), and resampled once per size it is drawn at.
///
/// A file that fails to decode is remembered as failed (with the message naming it), so it is
/// neither decoded nor reported again every frame.
package final class ImageCache: @unchecked Sendable {
  /// The cache the renderer uses.
  package static let shared = ImageCache()

  /// The most resamplings kept (the oldest dropped first).
  static let capacity = 64

  private let lock = NSLock()
  private var decoded: [String: Result<RGBAImage, ImageDecodingError>] = [:]
  private var resampled: [ResampleKey: RGBAImage] = [:]
  private var resampledOrder: [ResampleKey] = []
  /// Decodes done, by file (tests read them).
  private var decodeCounts: [String: Int] = [:]

  struct ResampleKey: Hashable {
    var path: String
    var width: Int
    var height: Int
  }

  package init() {}

  /// A file's decoded image, decoding it the first time.
  package func image(at path: String) -> Result<RGBAImage, ImageDecodingError> {
    lock.lock()
    if let known = decoded[path] {
      lock.unlock()
      return known
    }
    lock.unlock()
    let result: Result<RGBAImage, ImageDecodingError>
    do throws(ImageDecodingError) {
      if path.hasPrefix(InMemoryImages.prefix) {
        // An app's bytes (`UIImage`), named by their key.
        let bytes = InMemoryImages.shared.data(for: path) ?? Data()
        result = .success(try ImageDecoder.decode(bytes, path: "UIImage"))
      } else {
        result = .success(try ImageDecoder.decode(fileAt: path))
      }
    } catch {
      result = .failure(error)
    }
    lock.lock()
    decoded[path] = result
    decodeCounts[path, default: 0] += 1
    lock.unlock()
    return result
  }

  /// A file's image resampled to a pixel size, or `nil` when it doesn't decode.
  package func pixels(at path: String, width: Int, height: Int) -> RGBAImage? {
    let key = ResampleKey(path: path, width: width, height: height)
    lock.lock()
    if let known = resampled[key] {
      lock.unlock()
      return known
    }
    lock.unlock()
    guard case .success(let image) = image(at: path) else { return nil }
    let result = ImageResampler.resample(image, width: width, height: height)
    lock.lock()
    if resampled.updateValue(result, forKey: key) == nil {
      resampledOrder.append(key)
      if resampledOrder.count > Self.capacity {
        resampled[resampledOrder.removeFirst()] = nil
      }
    }
    lock.unlock()
    return result
  }

  /// Forgets everything (tests, a reload after files changed).
  package func removeAll() {
    lock.lock()
    decoded = [:]
    resampled = [:]
    resampledOrder = []
    decodeCounts = [:]
    lock.unlock()
  }

  /// How many times a file has been decoded since it was last forgotten.
  package func decodes(of path: String) -> Int {
    lock.lock()
    defer { lock.unlock() }
    return decodeCounts[path] ?? 0
  }
}
