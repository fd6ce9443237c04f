import Foundation

/// An entity identifier that converts to and from a string, as App Intents declares it.
///
/// How the system stores a reference to an entity (a control's saved configuration names its timer
/// by the timer's identifier string).
public protocol EntityIdentifierConvertible {
  /// The identifier as a string.
  var entityIdentifierString: String { get }
  /// The identifier a string stands for, or `nil` if it stands for none.
  static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension String: EntityIdentifierConvertible {
  /// The string itself.
  public var entityIdentifierString: String { self }
  /// The string itself: every string is a string identifier.
  public static func entityIdentifier(for entityIdentifierString: String) -> String? {
    entityIdentifierString
  }
}

extension Int: EntityIdentifierConvertible {
  /// The integer in decimal digits.
  public var entityIdentifierString: String { String(self) }
  /// The integer the decimal digits stand for, or `nil` when the text isn't an integer.
  public static func entityIdentifier(for entityIdentifierString: String) -> Int? {
    Int(entityIdentifierString)
  }
}

extension UUID: EntityIdentifierConvertible {
  /// The UUID's standard string form (`E621E1F8-C36C-495A-93FC-0C247A3E6E5F`).
  public var entityIdentifierString: String { uuidString }
  /// The UUID a standard string form stands for, or `nil` when the text isn't one.
  public static func entityIdentifier(for entityIdentifierString: String) -> UUID? {
    UUID(uuidString: entityIdentifierString)
  }
}
