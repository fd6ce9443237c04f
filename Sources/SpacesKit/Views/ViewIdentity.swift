/// The explicit identity of a view, from `.id(_:)` or a `ForEach` element's id.
///
/// It keeps a type-qualified `String(reflecting:)` of the id rather than the value itself:
/// `.id(_:)` and `ForEach` accept any `Hashable` as SwiftUI's do, which can't be proven
/// `Sendable`, while `ViewNode` must be `Sendable` (engine state holds it). The string is also
/// stable across resolutions, so nodes resolved from two timeline entries compare by identity.
/// Two ids are equal when their types and reflections are, so a type whose reflection omits what
/// makes its values differ (a class without a custom description) gives colliding identities.
package struct ViewIdentity: Hashable, Sendable, CustomStringConvertible {
  /// The type-qualified reflection of the id.
  package let description: String

  /// Creates the identity of a hashable id.
  package init<ID: Hashable>(_ id: ID) {
    // `_typeName(_:qualified:)` is what `String(reflecting:)` prints for a type, without first
    // casting the metatype to the printing protocols: a first cast of each new type scans the
    // program's protocol conformance records.
    description = "\(_typeName(ID.self, qualified: true))(\(String(reflecting: id)))"
  }
}
