import Foundation
import SpacesKit
import Testing

struct DescribedIntent: AppIntent {
  static let title: LocalizedStringResource = "Described"
  static let description = IntentDescription(
    "A non-optional description, as Apple's examples write it.")
  @Parameter(title: "Count", default: 3) var count: Int
  @Parameter(title: "Name") var name: String?
  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Counted \(count) for \(name ?? "nobody").")
  }
}

@Suite("App Intents shapes")
struct IntentTests {
  @Test("defaults, optional parameters and dialogs")
  func parameters() async throws {
    let intent = DescribedIntent()
    #expect(intent.count == 3)
    #expect(intent.name == nil)
    intent.name = "Cliff"
    let content = try await IntentBox(intent).perform()
    #expect(content.dialog?.full.resolvedText == "Counted 3 for Cliff.")
    #expect(DescribedIntent.description.descriptionText.resolvedText.hasPrefix("A non-optional"))
  }

  @Test("LocalizedStringResource takes literals and interpolation")
  func strings() {
    let name = "Violin"
    let resource: LocalizedStringResource = "Timer \(name)"
    #expect(String(localized: resource) == "Timer Violin")
  }
}
