import Foundation

/// An entity identifier that converts to and from a string, as App Intents declares it: how the
/// system stores a reference to an entity (a control's saved configuration names its timer by
/// the timer's identifier string).
public protocol EntityIdentifierConvertible {
  /// The identifier as a string.
  var entityIdentifierString: String { get }
  /// The identifier a string stands for, or `nil` if it stands for none.
  static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension String: EntityIdentifierConvertible {
  public var entityIdentifierString: String { self }
  public static func entityIdentifier(for entityIdentifierString: String) -> String? {
    entityIdentifierString
  }
}

extension Int: EntityIdentifierConvertible {
  public var entityIdentifierString: String { String(self) }
  public static func entityIdentifier(for entityIdentifierString: String) -> Int? {
    Int(entityIdentifierString)
  }
}

extension UUID: EntityIdentifierConvertible {
  public var entityIdentifierString: String { uuidString }
  public static func entityIdentifier(for entityIdentifierString: String) -> UUID? {
    UUID(uuidString: entityIdentifierString)
  }
}
