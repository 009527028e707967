#pragma once

#include <QCoreApplication>
#include "ringcore/live/liverunconfig.h"

#include <QByteArray>
#include <QByteArrayView>

#include <functional>
#include <vector>

namespace ringcore {

/// The keys of a live run packed into one buffer (a million keys cost ~25 MB, not ~90 MB of
/// separate QByteArrays). Keys are request paths such as "/objects/0123456789abcdef".
class KeySet
{
    Q_DECLARE_TR_FUNCTIONS(KeySet) // the context lupdate writes into translations/*.ts
public:
    qsizetype size() const { return qsizetype(m_offsets.size()) - 1; }
    QByteArrayView at(qsizetype i) const
    {
        return QByteArrayView(m_blob.constData() + m_offsets[size_t(i)],
                              qsizetype(m_offsets[size_t(i) + 1] - m_offsets[size_t(i)]));
    }
    void reserve(qsizetype keys, qsizetype bytes);
    void append(QByteArrayView key);

    /// The keys a config asks for: `keys`, else the lines of `keyFile`, else `keyCount` generated keys.
    /// Every key must start with '/' and be a valid request target (no spaces or control bytes).
    static bool fromConfig(const LiveRunConfig &config, KeySet *keys, QString *error);
    /// Reads a key file through without keeping it: true when every line is a key fromConfig()
    /// accepts (and `also`, when given, accepts); false + *error naming the file, the line and the problem.
    using KeyCheck = std::function<bool(QByteArrayView key, qint64 line, QString *error)>;
    static bool checkFile(const QString &path, QString *error, const KeyCheck &also = {});
    /// `count` keys of the seed harness's form "/objects/<16 lowercase hex>" from `seed`.
    static KeySet generate(qsizetype count, quint64 seed);
    /// SHA-256 (lower-case hex) of the keys in order: two key sets with the same digest hold the
    /// same keys in the same order (results.json's `sha256.keys`).
    QString digest() const;
    /// True when `key` can be sent as an HTTP request target unchanged.
    static bool isValidTarget(QByteArrayView key);

private:
    // fromConfig()'s sources; false + *error naming the key or the file.
    static bool checkKey(QByteArrayView key, qsizetype line, QString *error);
    static bool fromKeyFile(const QString &path, KeySet *keys, QString *error);
    static bool fromTrafficLog(const QString &path, KeySet *keys, QString *error);

    QByteArray m_blob;
    std::vector<qint64> m_offsets{0};
};

} // namespace ringcore
