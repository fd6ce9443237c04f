@_spi(Reflection) import Swift

/// Where a type's property wrappers of given generic types keep their storage objects, read
/// once from the type's field records: how the system finds a view's `@Environment` and `@State`
/// properties and an intent's `@Parameter`s without `Mirror` or casts to protocols.
///
/// A cast to a protocol (`as? any P`) that the runtime has not answered for a type yet scans all
/// of the program's protocol conformance records (several thousand), and `Mirror(reflecting:)`
/// casts its subject too: in a short-lived process nearly every type is new, and those scans
/// were a fifth of `spaces snapshot`'s time. The field records the compiler emits for
/// reflection give each stored property's name, offset and type (the standard library's
/// `_forEachField`); a wrapper is recognised by its generic type's descriptor, which every
/// specialisation shares (`State<Int>`, `State<String>`), and the wrapper's own field records
/// give the offset of its storage reference, so reading a property is a load at a known offset.
struct WrapperFieldLayout: Sendable {
  /// A wrapper to look for: a generic struct keeping a class instance in a stored property.
  struct Wrapper: Sendable {
    /// The address of the wrapper's generic type descriptor.
    fileprivate let descriptor: UInt
    /// The name of the wrapper's stored property holding its storage object.
    fileprivate let storageField: String

    /// A wrapper of the generic struct `example` is a specialisation of, keeping its storage
    /// object in the stored property `storageField`.
    init(_ example: Any.Type, storageField: String) {
      descriptor = TypeKind.structDescriptor(example) ?? 0
      self.storageField = storageField
    }

    /// The byte offset of the storage reference in a value of `type`, when `type` is a
    /// specialisation of this wrapper; `nil` otherwise.
    func storageOffset(in type: Any.Type) -> Int? {
      guard TypeKind.structDescriptor(type) == descriptor else { return nil }
      return WrapperFieldLayout.offset(of: storageField, in: type)
    }
  }

  /// A stored property holding one of the wrappers.
  struct Field: Sendable {
    /// The property's name as stored: the wrapper's backing property (`_value` for
    /// `@Parameter var value`).
    let name: String
    /// The wrapper's index in the list the layout was made with.
    let wrapper: Int
    /// The byte offset of the wrapper's storage reference in a value of the type (in the
    /// instance, for a class).
    let offset: Int
  }

  /// The wrapper properties, in declaration order (a superclass's first, for a class).
  let fields: [Field]
  /// Whether the type is a class: offsets are then into the instance its references point to.
  let isClass: Bool

  /// Reads a struct's or a class's field records for properties of the wrapper types; an enum,
  /// a tuple or any other type has none.
  init(of type: Any.Type, wrappers: [Wrapper]) {
    var fields: [Field] = []
    var storageOffsets: [ObjectIdentifier: Int?] = [:]
    let visit: (UnsafePointer<CChar>, Int, Any.Type, _MetadataKind) -> Bool = {
      name, offset, fieldType, _ in
      guard let descriptor = TypeKind.structDescriptor(fieldType),
        let index = wrappers.firstIndex(where: { $0.descriptor == descriptor })
      else { return true }
      let key = ObjectIdentifier(fieldType)
      if storageOffsets[key] == nil {
        storageOffsets[key] = Self.offset(of: wrappers[index].storageField, in: fieldType)
      }
      if let inner = storageOffsets[key] ?? nil {
        fields.append(Field(name: String(cString: name), wrapper: index, offset: offset + inner))
      }
      return true
    }
    if TypeKind.structDescriptor(type) != nil {
      isClass = false
      _forEachField(of: type, body: visit)
    } else if type is AnyObject.Type {
      isClass = true
      // `.classType`, a `static var` of the standard library that Swift 6 can't prove safe
      // to read: its raw value (`1 << 0`, as the standard library declares it).
      _forEachField(of: type, options: _EachFieldOptions(rawValue: 1 << 0), body: visit)
    } else {
      isClass = false
    }
    self.fields = fields
  }

  /// Runs `body` with the address a value of the type keeps its fields at: its bytes for a
  /// struct, its instance for a class.
  func withFields<Subject, Result>(
    of subject: Subject, _ body: (UnsafeRawPointer) -> Result
  ) -> Result {
    if isClass {
      return withExtendedLifetime(subject) {
        body(unsafeBitCast(subject, to: UnsafeRawPointer.self))
      }
    }
    return withUnsafeBytes(of: subject) { body($0.baseAddress!) }
  }

  /// The byte offset of a named stored property of a struct type, if it has one.
  fileprivate static func offset(of field: String, in type: Any.Type) -> Int? {
    var found: Int?
    _forEachField(of: type) { name, offset, _, _ in
      guard String(cString: name) == field else { return true }
      found = offset
      return false
    }
    return found
  }
}
