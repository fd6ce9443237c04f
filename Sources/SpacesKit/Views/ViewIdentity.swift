/// The explicit identity of a view, from `.id(_:)` or a `ForEach` element's id.
///
/// It keeps the id itself, as SwiftUI does, and compares ids with their own `==` (ids of
/// different types never match). Nothing is printed, reflected or cast to a protocol to make
/// one (not even `AnyHashable`, which asks each new type for a custom representation): each
/// first cast of a new type to a protocol scans the program's protocol conformance records,
/// the cost that dominated the first frame. The description, for the inspector and tests, is
/// made only when read.
///
/// `@unchecked Sendable`: `.id(_:)` and `ForEach` accept any `Hashable`, as SwiftUI's do, which
/// can't be proven `Sendable`, while `ViewNode` must be (engine state holds it). Ids are values
/// (numbers, strings, UUIDs, an app's identifiers); the identity only hashes and compares
/// them, and never mutates one.
package struct ViewIdentity: Hashable, @unchecked Sendable, CustomStringConvertible {
  private let id: any IdentityValue

  /// Creates the identity of a hashable id.
  package init<ID: Hashable>(_ id: ID) { self.id = IdentityBox(value: id) }

  package static func == (lhs: Self, rhs: Self) -> Bool { lhs.id.isEqual(to: rhs.id) }

  package func hash(into hasher: inout Hasher) { id.hash(into: &hasher) }

  /// The id's type and its reflection (`Swift.Int(42)`).
  package var description: String { id.description }
}

/// An id of some hashable type.
private protocol IdentityValue {
  /// Whether another id is of this one's type and equal to it.
  func isEqual(to other: any IdentityValue) -> Bool
  /// Hashes the id.
  func hash(into hasher: inout Hasher)
  /// The id's type and reflection.
  var description: String { get }
}

/// An id of a known hashable type.
private struct IdentityBox<ID: Hashable>: IdentityValue {
  let value: ID

  func isEqual(to other: any IdentityValue) -> Bool {
    (other as? Self).map { $0.value == value } ?? false
  }

  func hash(into hasher: inout Hasher) { hasher.combine(value) }

  var description: String { "\(_typeName(ID.self, qualified: true))(\(String(reflecting: value)))" }
}
