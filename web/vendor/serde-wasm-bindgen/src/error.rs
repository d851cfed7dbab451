use wasm_bindgen::prelude::*;

/// A newtype that represents Serde errors as JavaScript exceptions.
#[derive(Debug)]
pub struct Error(JsValue);

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        #[wasm_bindgen]
        extern "C" {
            #[wasm_bindgen(js_name = String)]
            pub fn to_string(value: &JsValue) -> String;
        }

        to_string(&self.0).fmt(f)
    }
}

impl std::error::Error for Error {}

impl Error {
    /// Creates a JavaScript `Error` with a given message.
    pub fn new<T: std::fmt::Display>(msg: T) -> Self {
        Error(JsError::new(&msg.to_string()).into())
    }
}

impl serde::ser::Error for Error {
    fn custom<T: std::fmt::Display>(msg: T) -> Self {
        Error::new(msg)
    }
}

impl serde::de::Error for Error {
    fn custom<T: std::fmt::Display>(msg: T) -> Self {
        Error::new(msg)
    }

    // Incerto's patch (web/vendor/README.md): serde's own two format `unexp` with its
    // `Display`, whose float arm links Rust's float formatting; here the browser writes it.
    fn invalid_type(unexp: serde::de::Unexpected, exp: &dyn serde::de::Expected) -> Self {
        Error::new(format_args!("invalid type: {}, expected {}", Unexp(unexp), exp))
    }

    fn invalid_value(unexp: serde::de::Unexpected, exp: &dyn serde::de::Expected) -> Self {
        Error::new(format_args!("invalid value: {}, expected {}", Unexp(unexp), exp))
    }
}

/// Incerto's patch: `Unexpected` in serde's words, a float as `String(number)` writes it.
struct Unexp<'a>(serde::de::Unexpected<'a>);

impl std::fmt::Display for Unexp<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        use serde::de::Unexpected::*;
        let (what, value) = match self.0 {
            Float(v) => ("floating point", js_sys::Number::from(v).to_string_with_radix(10).map(String::from)),
            Bool(v) => ("boolean", Ok(v.to_string())),
            Unsigned(v) => ("integer", Ok(v.to_string())),
            Signed(v) => ("integer", Ok(v.to_string())),
            Char(v) => ("character", Ok(v.to_string())),
            Str(v) => return write!(f, "string {:?}", v),
            Other(v) => return f.write_str(v),
            Bytes(_) => return f.write_str("byte array"),
            Unit => return f.write_str("unit value"),
            Option => return f.write_str("Option value"),
            NewtypeStruct => return f.write_str("newtype struct"),
            Seq => return f.write_str("sequence"),
            Map => return f.write_str("map"),
            Enum => return f.write_str("enum"),
            UnitVariant => return f.write_str("unit variant"),
            NewtypeVariant => return f.write_str("newtype variant"),
            TupleVariant => return f.write_str("tuple variant"),
            StructVariant => return f.write_str("struct variant"),
        };
        write!(f, "{} `{}`", what, value.unwrap_or_default())
    }
}

/// This conversion is needed for `?` to just work when using wasm-bindgen
/// imports that return JavaScript exceptions as `Result<T, JsValue>`.
impl From<JsValue> for Error {
    fn from(error: JsValue) -> Error {
        Error(error)
    }
}

// This conversion is needed for `?` to just work in wasm-bindgen exports
// that return `Result<T, JsValue>` to throw JavaScript exceptions.
impl From<Error> for JsValue {
    fn from(error: Error) -> JsValue {
        error.0
    }
}
