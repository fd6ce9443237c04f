import Foundation
import Testing

@testable import SpacesKit

/// An intent whose parameters sit among other stored properties, one of them generic.
private struct PlanIntent<Extra: Sendable>: AppIntent {
  static var title: LocalizedStringResource { "Plan" }
  var extra: Extra?
  @Parameter(title: "Place") var place: String
  var count = 2
  @Parameter(title: "Note") var note: String?
  @Parameter(title: "Hours", default: 3) var hours: Int
  init() {}
  func perform() async throws -> some IntentResult { .result() }
}

/// A class intent's superclass, whose parameters come first.
private class BaseIntent: @unchecked Sendable {
  @IntentParameter(title: "Room") var room: String
  required init() {}
}

/// A class intent with a parameter of its own.
private final class RoomIntent: BaseIntent, AppIntent, @unchecked Sendable {
  static let title: LocalizedStringResource = "Room"
  @Parameter(title: "Level", default: 1) var level: Int
  func perform() async throws -> some IntentResult { .result() }
}

/// An intent's `@Parameter`s found from its type's field records (`IntentParameterFields`),
/// never by reflecting it and casting its properties.
@Suite("Intent parameters found from field records: order, classes, copies, key paths")
struct IntentParameterFieldsTests {
  @Test("a struct intent's parameters, in order, among other properties, for any generic argument")
  func structIntent() throws {
    for intent in [PlanIntent<Int>(), PlanIntent<(Double, Double, Double)>()] as [any AppIntent] {
      let parameters = intent._parameters
      #expect(parameters.map(\.name) == ["place", "note", "hours"])
      #expect(parameters.map(\.title.resolvedText) == ["Place", "Note", "Hours"])
      #expect(parameters.map(\.hasValue) == [false, true, true])
      #expect(parameters.map(\.isOptional) == [false, true, false])
      #expect(parameters[2].value as? Int == 3)
    }
    let intent = PlanIntent<String>()
    intent.place = "Office"
    let copy = try intent._settingParameter("note", to: "bring keys")
    #expect(copy.place == "Office")
    #expect(copy.note == "bring keys")
    #expect(intent.note == nil, "the copy has storage of its own")
    let cleared = try copy._settingParameter("note", to: nil)
    #expect(cleared.note == nil)
    #expect(throws: IntentParameterError.self) { try intent._settingParameter("place", to: nil) }
  }

  @Test("a class intent lists its superclass's parameters first")
  func classIntent() throws {
    let intent = RoomIntent()
    intent.room = "Kitchen"
    #expect(intent._parameters.map(\.name) == ["room", "level"])
    let copy = intent._storedCopy()
    #expect(copy !== intent)
    #expect(copy.room == "Kitchen")
    #expect(copy.level == 1)
  }

  @Test("a phrase's key path finds the parameter by its storage; another value finds none")
  func keyPaths() {
    let intent = PlanIntent<Int>()
    #expect(AppShortcutPhraseTemplate.parameterName(\PlanIntent<Int>.$note, in: intent) == "note")
    #expect(AppShortcutPhraseTemplate.parameterName(\PlanIntent<Int>.$hours, in: intent) == "hours")
    #expect(AppShortcutPhraseTemplate.parameterName(\PlanIntent<Int>.count, in: intent) == nil)
    #expect(IntentParameterFields.storage(ofParameter: 5) == nil)
  }
}
