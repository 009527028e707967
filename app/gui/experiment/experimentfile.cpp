#include "gui/experiment/experimentfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QSaveFile>

namespace ringlab::gui {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("ringlab::gui::ExperimentFile", text);
}

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

} // namespace

bool ExperimentFile::save(const QString &path, const ringcore::Experiment &experiment, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(error, tr("%1: cannot write: %2").arg(path, file.errorString()));
    file.write(QJsonDocument(experiment.toJson()).toJson(QJsonDocument::Indented));
    if (!file.commit())
        return fail(error, tr("%1: cannot write: %2").arg(path, file.errorString()));
    return true;
}

bool ExperimentFile::load(const QString &path, ringcore::Experiment *out, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(error, tr("%1: cannot open: %2").arg(path, file.errorString()));
    if (file.size() > kMaxFileBytes)
        return fail(error, tr("%1: %2 bytes is too large for an experiment file (at most %3)")
                               .arg(path).arg(file.size()).arg(kMaxFileBytes));
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(error, tr("%1: not valid JSON at byte %2: %3").arg(path).arg(parseError.offset).arg(parseError.errorString()));
    if (!doc.isObject())
        return fail(error, tr("%1: the top level is not a JSON object").arg(path));
    ringcore::Experiment e;
    QString why;
    if (!ringcore::Experiment::fromJson(doc.object(), &e, &why))
        return fail(error, tr("%1: %2").arg(path, why));
    *out = e;
    return true;
}

} // namespace ringlab::gui
