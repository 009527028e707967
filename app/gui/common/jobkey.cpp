#include "gui/common/jobkey.h"

#include <QJsonDocument>
#include <QtEndian>

#include <cstring>

namespace ringlab::gui {

JobKey::JobKey(const char *kind)
    : m_hash(QCryptographicHash::Sha256)
{
    add(QByteArray(kind));
}

JobKey &JobKey::add(const QByteArray &bytes)
{
    const quint64 size = qToLittleEndian(quint64(bytes.size()));
    m_hash.addData(QByteArrayView(reinterpret_cast<const char *>(&size), sizeof size));
    m_hash.addData(bytes);
    return *this;
}

JobKey &JobKey::add(const QString &text)
{
    return add(text.toUtf8());
}

JobKey &JobKey::add(qint64 number)
{
    const qint64 le = qToLittleEndian(number);
    return add(QByteArray(reinterpret_cast<const char *>(&le), sizeof le));
}

JobKey &JobKey::add(double number)
{
    quint64 bits = 0;
    std::memcpy(&bits, &number, sizeof bits); // the exact value, not a rounded text
    return add(qint64(bits));
}

JobKey &JobKey::add(const QJsonObject &object)
{
    return add(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

QByteArray JobKey::result() const
{
    return m_hash.result();
}

} // namespace ringlab::gui
