import Foundation
import SpacesKit
import Testing

@Suite("UTType: the system's types, from identifiers, extensions and MIME types")
struct UTTypeTests {
  @Test("a type conforms to itself and to its supertypes, not to its siblings")
  func conformance() {
    #expect(UTType.png.conforms(to: .image))
    #expect(UTType.png.conforms(to: .data))
    #expect(UTType.png.conforms(to: .item))
    #expect(UTType.png.conforms(to: .png))
    #expect(!UTType.png.conforms(to: .jpeg))
    #expect(!UTType.image.conforms(to: .png))
    #expect(UTType.json.conforms(to: .text))
    #expect(UTType.mp3.conforms(to: .audio))
    #expect(UTType.mp3.conforms(to: .audiovisualContent))
    #expect(!UTType.mp3.conforms(to: .movie))
    #expect(UTType.image.isSupertype(of: .heic))
    #expect(UTType.heic.isSubtype(of: .image))
    #expect(!UTType.heic.isSubtype(of: .heic))
  }

  @Test("an extension or MIME type finds the declared type; an unknown extension a dynamic one")
  func lookUps() throws {
    #expect(UTType(filenameExtension: "PNG") == .png)
    #expect(UTType(filenameExtension: "txt") == .plainText)
    #expect(UTType(filenameExtension: "opml") == .xml)
    #expect(UTType(filenameExtension: "jpg")?.preferredFilenameExtension == "jpg")
    #expect(UTType(mimeType: "image/jpeg") == .jpeg)
    #expect(UTType(mimeType: "application/x-unknown") == nil)
    let made = try #require(UTType(filenameExtension: "sketchbook"))
    #expect(made.isDynamic)
    #expect(made.conforms(to: .data))
    #expect(!made.conforms(to: .image))
    #expect(UTType(filenameExtension: "") == nil)
    #expect(UTType("public.png") == .png)
    #expect(UTType("com.example.nothing") == nil)
    #expect(UTType.pdf.localizedDescription == "PDF document")
    #expect(UTType.mpeg4Audio.preferredMIMEType == "audio/mp4")
  }
}
