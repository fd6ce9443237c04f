import Foundation
import SpacesKit
import Testing

/// Asks for its parameters as App Intents code does: an optional one comes back unwrapped.
struct AskEverythingIntent: AppIntent {
  static let title: LocalizedStringResource = "Ask Everything"
  @Parameter(title: "Name") var name: String?
  @Parameter(title: "Count") var count: Int

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let name = try await $name.requestValue()
    let count = try await $count.requestValue("How many?")
    return .result(dialog: "\(name.count + count)")
  }
}

@Suite("$param.requestValue(_:): the shapes App Intents code writes")
struct RequestValueOverloadTests {
  @Test("outside an intent run, asking throws instead of waiting forever")
  func outsideRun() async {
    await #expect(throws: IntentPromptError.notInIntentRun) {
      try await AskEverythingIntent().perform()
    }
  }
}
