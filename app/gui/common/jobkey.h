#pragma once

#include <QByteArray>
#include <QCryptographicHash>
#include <QJsonObject>
#include <QString>

namespace ringlab::gui {

/// A stable cache key for a job: a SHA-256 over the job's inputs, each field length-prefixed so
/// that ("ab", "c") and ("a", "bc") differ. Equal inputs give equal keys in every run of the
/// program (JSON objects are hashed in their compact form, whose keys Qt sorts), and a key is 32
/// bytes however large the inputs (an experiment of 100,000 servers is not kept as the key).
class JobKey
{
public:
    /// `kind` names what is computed, so equal inputs to different jobs never share a key.
    explicit JobKey(const char *kind);

    JobKey &add(const QByteArray &bytes);
    JobKey &add(const QString &text);
    JobKey &add(qint64 number);
    JobKey &add(double number);
    JobKey &add(const QJsonObject &object);
    /// The key (32 bytes).
    QByteArray result() const;

private:
    QCryptographicHash m_hash;
};

} // namespace ringlab::gui
