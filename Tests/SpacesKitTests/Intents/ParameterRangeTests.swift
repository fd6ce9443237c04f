import Foundation
import SpacesKit
import Testing

/// Intents with ranged numbers, as `@Parameter(inclusiveRange:)` declares them.
private struct VolumeIntent: AppIntent {
  static let title: LocalizedStringResource = "Set Volume"
  @Parameter(title: "Level", controlStyle: .slider, inclusiveRange: (0, 10)) var level: Int
  @Parameter(title: "Boost", inclusiveRange: (10, 1)) var boost: Int?
  @Parameter(title: "Gain", inclusiveRange: (0.5, 2.0)) var gain: Double?
  @Parameter(title: "Pan", inclusiveRange: (Double.nan, 1)) var pan: Double?
  @Parameter(title: "Steps", default: 3) var steps: Int
  func perform() async throws -> some IntentResult { .result() }
}

@Suite("@Parameter(inclusiveRange:): typed values outside the range are refused")
struct ParameterRangeTests {
  private func refusal(_ name: String, _ text: String) async -> String? {
    do {
      _ = try await IntentBox(VolumeIntent()).settingParameter(name, fromText: text)
      return nil
    } catch {
      return error.description
    }
  }

  @Test("a value in the range is set; one outside it is refused, saying the range")
  func wholeNumbers() async throws {
    let box = try await IntentBox(VolumeIntent()).settingParameter("level", fromText: "7")
    #expect(box.parameter(named: "level")?.value as? Int == 7)
    #expect(await refusal("level", "11") == "'11' is not between 0 and 10")
    #expect(await refusal("level", " -1 ") == "'-1' is not between 0 and 10")
  }

  @Test("bounds the wrong way round are put in order; a NaN bound means no range")
  func badBounds() async {
    #expect(await refusal("boost", "0") == "'0' is not between 1 and 10")
    #expect(await refusal("boost", "5") == nil)
    #expect(await refusal("gain", "2.5") == "'2.5' is not between 0.5 and 2")
    #expect(await refusal("pan", "1000") == nil)
  }

  @Test("a parameter without a range takes any number, its default still applies")
  func noRange() async {
    #expect(await refusal("steps", "1000") == nil)
    #expect(IntentBox(VolumeIntent()).parameter(named: "steps")?.value as? Int == 3)
  }
}
