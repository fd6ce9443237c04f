import Foundation

/// The intents that open a Spotlight result: each app's `OpenIntent` whose `target` is an
/// indexed entity's type, found among the intent types compiled into the program, as iOS finds
/// them in the app's App Intents metadata.
package enum SpotlightOpener {
  /// The `OpenIntent` types compiled into the program, read once from the protocol conformance
  /// records.
  static let openIntentTypes: [any OpenIntent.Type] = {
    ConformanceRecords.types(conformingTo: "OpenIntent", in: "SpacesKit", capacity: 512)
      .compactMap { $0 as? any OpenIntent.Type }
  }()

  /// The `OpenIntent` whose target is the entity of a type (`String(reflecting:)`) with an
  /// identifier, its target looked up by the entity's query; `nil` when no `OpenIntent` targets
  /// the type. Throws when the query fails or no longer finds the entity.
  package static func opener(entityType: String, identifier: String) async throws -> IntentBox? {
    for type in openIntentTypes {
      let box = IntentBox(makeIntent(type))
      guard let target = box.parameters.first(where: { $0.name == "target" }),
        _typeName(target.valueType, qualified: true) == entityType
      else { continue }
      let entity = try await target.decode(identifier)
      return try box.settingParameter("target", to: entity)
    }
    return nil
  }

  private static func makeIntent<Intent: OpenIntent>(_ type: Intent.Type) -> Intent { Intent() }
}
