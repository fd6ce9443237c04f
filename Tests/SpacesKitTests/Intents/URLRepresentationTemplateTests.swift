import Foundation
import SpacesKit
import Testing

/// An intent whose URL template names a parameter that isn't one of its `@Parameter`s.
struct MisnamedTemplateIntent: URLRepresentableIntent {
  static let title: LocalizedStringResource = "Open Page"
  static let urlRepresentation: URLRepresentation = "https://example.com/\(\.alias)"

  @Parameter(title: "Page", default: "home") var page: String

  /// A parameter made on the fly: the system doesn't know it.
  var alias: IntentParameter<String> { IntentParameter(title: "Alias", default: "about") }
}

@Suite("URL representations: a template naming an unknown parameter is a clear error")
struct URLRepresentationTemplateTests {
  @Test("the run fails with a message naming the intent and the key path, and opens nothing")
  func unknownParameter() async throws {
    do {
      _ = try await IntentBox(MisnamedTemplateIntent()).perform()
      Issue.record("the run should have failed")
    } catch let error as AppIntentError {
      let message = String(localized: error.localizedStringResource)
      #expect(message.contains("MisnamedTemplateIntent's URL template names"), "\(message)")
      #expect(message.contains("isn't one of its @Parameters"), "\(message)")
    }
  }
}
