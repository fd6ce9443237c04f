/// What kind of type a metatype is, read from its metadata's kind word (the Swift ABI's
/// `MetadataKind`) rather than found by a cast, which scans the program's protocol conformance
/// records the first time it meets a type.
enum TypeKind {
  /// Whether the type is an `Optional`.
  static func isOptional(_ type: Any.Type) -> Bool { kind(of: type) == 0x202 }

  /// The address of a struct type's nominal type descriptor, shared by all the specialisations
  /// of a generic struct (`State<Int>`, `State<String>`); `nil` for any other kind of type.
  /// Struct metadata is the kind (0x200), then the descriptor.
  static func structDescriptor(_ type: Any.Type) -> UInt? {
    guard kind(of: type) == 0x200 else { return nil }
    return unsafeBitCast(type, to: UnsafeRawPointer.self)
      .load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt.self)
  }

  /// The metadata's first word: its kind for every type but a class (whose word is then an
  /// isa pointer or 0, never one of these kinds).
  private static func kind(of type: Any.Type) -> UInt {
    unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self)
  }
}
