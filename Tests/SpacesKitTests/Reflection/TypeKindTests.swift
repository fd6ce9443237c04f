import Foundation
import Testing

@testable import SpacesKit

/// Finding kinds and generic types from metadata (`TypeKind`), as view resolution and intents'
/// parameters (`WrapperFieldLayout`) do instead of casts.
@Suite("TypeKind: kinds and descriptors read from metadata, not casts")
struct TypeKindTests {
  @Test("TypeKind tells optionals and generic structs' descriptors from the metadata")
  func typeKind() {
    #expect(TypeKind.isOptional(Int?.self))
    #expect(TypeKind.isOptional(String??.self))
    #expect(!TypeKind.isOptional(Int.self))
    #expect(!TypeKind.isOptional([Int?].self))
    #expect(!TypeKind.isOptional(NSObject.self))
    #expect(TypeKind.structDescriptor(Int?.self) == nil)
    #expect(TypeKind.structDescriptor(NSObject.self) == nil)
    let state = TypeKind.structDescriptor(State<Int>.self)
    #expect(state != nil)
    #expect(state == TypeKind.structDescriptor(State<[String]>.self))
    #expect(state != TypeKind.structDescriptor(Environment<Int>.self))
  }
}
