#include "ringcore/experiment/experimentio.h"

#include "ringcore/core/filereader.h"
#include "ringcore/core/filewriter.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace ringcore {

namespace {

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

} // namespace

bool ExperimentIo::read(const QString &path, Experiment *out, QString *error)
{
    QByteArray bytes;
    if (!FileReader::readAll(path, &bytes, error, kMaxFileBytes))
        return false;
    return parse(bytes, path, out, error);
}

bool ExperimentIo::parse(const QByteArray &bytes, const QString &path, Experiment *out, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(error, tr("%1: not valid JSON at byte %2: %3").arg(path).arg(parseError.offset).arg(parseError.errorString()));
    if (!doc.isObject())
        return fail(error, tr("%1: the top level is not a JSON object").arg(path));
    Experiment e;
    QString why;
    if (!Experiment::fromJson(doc.object(), &e, &why))
        return fail(error, tr("%1: %2").arg(path, why));
    *out = e;
    return true;
}

bool ExperimentIo::write(const QString &path, const Experiment &experiment, QString *error)
{
    return FileWriter::writeFile(path, QJsonDocument(experiment.toJson()).toJson(QJsonDocument::Indented), error);
}

} // namespace ringcore
