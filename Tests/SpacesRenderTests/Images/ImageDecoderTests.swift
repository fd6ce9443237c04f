import Foundation
import SpacesRender
import SpacesTestSupport
import Testing

@Suite("Image decoding: PNG and JPEG through libpng and libjpeg-turbo, bad files named")
struct ImageDecoderTests {
  let folder = TestImages.temporaryFolder()

  func write(_ data: Data, _ name: String) throws -> String {
    let url = folder.appendingPathComponent(name)
    try data.write(to: url)
    return url.path
  }

  @Test("a PNG decodes to its exact RGBA pixels")
  func png() throws {
    let bytes = TestImages.png(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 128])
    let image = try ImageDecoder.decode(fileAt: try write(bytes, "two.png"))
    #expect(image.width == 2 && image.height == 1)
    #expect(image.pixels == [255, 0, 0, 255, 0, 0, 255, 128])
  }

  @Test("a JPEG decodes to opaque RGBA close to what was encoded")
  func jpeg() throws {
    let image = try ImageDecoder.decode(fileAt: try write(TestImages.gradientJPEG, "g.jpg"))
    #expect(image.width == 8 && image.height == 8)
    // Top-left is (0, 0, 128), bottom-right (255, 255, 128); JPEG is lossy.
    let last = (8 * 8 - 1) * 4
    #expect(image.pixels[0] < 30 && image.pixels[1] < 30 && image.pixels[3] == 255)
    #expect(image.pixels[last] > 225 && image.pixels[last + 1] > 225)
  }

  @Test("the format comes from the bytes, not the name")
  func sniffed() throws {
    let bytes = TestImages.png(width: 1, height: 1, rgba: [1, 2, 3, 255])
    #expect(try ImageDecoder.decode(fileAt: try write(bytes, "really-a-png.jpg")).width == 1)
  }

  @Test("a truncated PNG is an error naming the file, not a trap")
  func truncatedPNG() throws {
    let bytes = TestImages.png(width: 16, height: 16) { x, y in (UInt8(x), UInt8(y), 0, 255) }
    let path = try write(bytes.prefix(bytes.count / 2), "cut.png")
    let error = #expect(throws: ImageDecodingError.self) { try ImageDecoder.decode(fileAt: path) }
    #expect(error?.description.contains("cut.png") == true, "\(String(describing: error))")
  }

  @Test("a 0-byte JPEG is an error naming the file")
  func emptyJPEG() throws {
    let path = try write(Data(), "empty.jpg")
    let error = #expect(throws: ImageDecodingError.self) { try ImageDecoder.decode(fileAt: path) }
    #expect(error?.description == "image \(path) could not be decoded: the file is empty")
  }

  @Test("a JPEG cut after its header is an error or a partial image, never a trap")
  func truncatedJPEG() throws {
    let path = try write(TestImages.gradientJPEG.prefix(40), "cut.jpg")
    let error = #expect(throws: ImageDecodingError.self) { try ImageDecoder.decode(fileAt: path) }
    #expect(error?.path == path)
  }

  @Test("a file that is neither PNG nor JPEG says so")
  func notAnImage() throws {
    let path = try write(Data("GIF89a".utf8), "cover.gif")
    let error = #expect(throws: ImageDecodingError.self) { try ImageDecoder.decode(fileAt: path) }
    #expect(error?.reason == "not a PNG or JPEG file")
  }

  @Test("an image over 16k pixels wide is refused before its pixels are decoded")
  func tooWide() throws {
    let bytes = TestImages.png(width: 16_385, height: 1) { _, _ in (0, 0, 0, 255) }
    let path = try write(bytes, "wide.png")
    let error = #expect(throws: ImageDecodingError.self) { try ImageDecoder.decode(fileAt: path) }
    #expect(error?.reason == "16385x1 pixels is over the limit of 16384x16384")
  }

  @Test("a file over 50 MB is refused without being read")
  func tooLarge() throws {
    let path = try write(Data(), "huge.png")
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.truncate(atOffset: UInt64(ImageDecoder.maxFileBytes + 1))
    try handle.close()
    let error = #expect(throws: ImageDecodingError.self) { try ImageDecoder.decode(fileAt: path) }
    #expect(error?.reason.contains("over the limit of 52428800") == true)
  }

  @Test("a missing file is an error naming it")
  func missing() {
    let error = #expect(throws: ImageDecodingError.self) {
      try ImageDecoder.decode(fileAt: "/nonexistent/cover.png")
    }
    #expect(error?.path == "/nonexistent/cover.png")
  }
}
