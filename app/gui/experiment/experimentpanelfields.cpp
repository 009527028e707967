// The Experiment panel's fields read into an experiment: each field checked, its error shown
// under it, and the Weights and Down marks carried over to a new server list.
#include "gui/experiment/experimentpanel.h"

#include "ringcore/core/serverlistparser.h"
#include "ringcore/core/weightstext.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSignalBlocker>
#include <QSlider>

#include <algorithm>
#include <cmath>

namespace ringlab::gui {

namespace {

/// A count as typed: in the UI's notation ("100,000", German "100.000") or plain digits.
qint64 parseCount(const QString &text, bool *ok)
{
    const QString t = text.trimmed();
    const qint64 value = QLocale().toLongLong(t, ok);
    return *ok ? value : QLocale::c().toLongLong(t, ok);
}

} // namespace

bool ExperimentPanel::readFields(ringcore::Experiment *out)
{
    ringcore::Experiment e = m_experiment;
    e.algorithm = m_algorithm->currentData().toString();
    const ringcore::AlgorithmInfo *info = ringcore::AlgorithmRegistry::find(e.algorithm);
    bool ok = readServers(info, &e.servers);
    ok = readOptions(info, &e.options) && ok;

    bool keysOk = false;
    const qint64 keys = parseCount(m_keys->text(), &keysOk);
    const bool keysValid = keysOk && keys >= 0 && keys <= 1000000000;
    showError(QStringLiteral("keys"), keysValid ? QString()
                                                : tr("keys: \"%1\" is not allowed; enter a whole number from 0 to 1,000,000,000")
                                                      .arg(m_keys->text()));
    ok = ok && keysValid;
    e.keys = keysValid ? keys : e.keys;

    bool seedOk = false;
    const quint64 seed = m_seed->text().trimmed().toULongLong(&seedOk);
    showError(QStringLiteral("seed"), seedOk ? QString()
                                             : tr("seed: \"%1\" is not allowed; enter a whole number from 0 to 18446744073709551615")
                                                   .arg(m_seed->text()));
    ok = ok && seedOk;
    e.seed = seedOk ? seed : e.seed;
    if (ok && out)
        *out = e;
    return ok;
}

bool ExperimentPanel::readServers(const ringcore::AlgorithmInfo *info, ringcore::ServerList *out)
{
    bool ok = true;
    QString error;
    ringcore::ServerList servers = ringcore::ServerListParser::parseServers(m_servers->text().trimmed(), &error);
    showError(QStringLiteral("servers"), servers.isEmpty() ? error : QString());
    ok = ok && !servers.isEmpty();
    m_carried = false;
    if (!servers.isEmpty()) {
        // A new server list with the Weights and Down fields as they were: every server that
        // stays keeps its weight and its down mark, a new one takes the common weight, and the
        // marks of servers no longer listed go with them (the fields are rewritten to match on
        // announce()). What the user typed into those fields is read as typed.
        const QString weights = m_weights->text().trimmed();
        const QString down = m_down->text().trimmed();
        const bool untouched = weights == ringcore::WeightsText::format(m_experiment.servers)
                               && down == downText(m_experiment.servers);
        const ringcore::ServerList carried = carryMarks(m_experiment.servers, servers);
        const bool carriedFits = info && std::all_of(carried.cbegin(), carried.cend(), [info](const ringcore::Server &s) {
                                     return s.weight >= info->minWeight && s.weight <= info->maxWeight;
                                 });
        if (untouched && carriedFits) {
            m_carried = !(carried == m_experiment.servers);
            servers = carried;
            showError(QStringLiteral("weights"), QString());
            showError(QStringLiteral("down"), QString());
        } else {
            QString weightError;
            if (!weights.isEmpty() && info
                && !ringcore::ServerListParser::applyWeights(servers, weights, info->minWeight, info->maxWeight, &weightError))
                ok = false;
            showError(QStringLiteral("weights"), weightError);
            QString downError;
            if (!down.isEmpty() && !ringcore::ServerListParser::applyDown(servers, down, &downError))
                ok = false;
            showError(QStringLiteral("down"), downError);
        }
    }
    *out = servers;
    return ok;
}

bool ExperimentPanel::readOptions(const ringcore::AlgorithmInfo *info, QMap<QString, QString> *options)
{
    bool ok = true;
    options->clear();
    if (!info)
        return ok;
    for (const ringcore::OptionSpec &o : info->options) {
        QWidget *w = m_optionFields.value(o.name);
        QString value;
        if (auto *combo = qobject_cast<QComboBox *>(w))
            value = combo->currentText();
        else if (auto *edit = qobject_cast<QLineEdit *>(w))
            value = edit->text().trimmed();
        const QString optionError = checkOption(o, value);
        showError(o.name, optionError);
        ok = ok && optionError.isEmpty();
        if (value != o.defaultValue || o.name == m_pointsOption)
            options->insert(o.name, value);
        if (o.name == m_pointsOption && optionError.isEmpty()) {
            const QSignalBlocker block(m_pointsSlider);
            m_pointsSlider->setValue(pointsToSlider(value.toDouble()));
            m_pointsLabel->setText(pointsPerWeightText(value.toDouble()));
        }
    }
    return ok;
}

QString ExperimentPanel::checkOption(const ringcore::OptionSpec &o, const QString &value)
{
    if (o.text) {
        if (!ringcore::AlgorithmRegistry::validText(value))
            return tr("%1: \"%2\" is not allowed; give 1-255 bytes of printable text without spaces "
                      "(default %3)")
                .arg(o.name, value, o.defaultValue);
        return {};
    }
    if (!o.choices.isEmpty())
        return {};
    bool isNumber = false;
    const double v = QLocale::c().toDouble(value, &isNumber);
    if (!isNumber || !std::isfinite(v))
        return tr("%1: \"%2\" is not a number; allowed %3 to %4")
            .arg(o.name, value).arg(o.minimum, 0, 'g', 12).arg(o.maximum, 0, 'g', 12);
    if (v < o.minimum || v > o.maximum)
        return tr("%1: %2 is outside the allowed range %3 to %4")
            .arg(o.name, value).arg(o.minimum, 0, 'g', 12).arg(o.maximum, 0, 'g', 12);
    if (o.integer && v != std::floor(v))
        return tr("%1: %2 must be a whole number").arg(o.name, value);
    return {};
}

QString ExperimentPanel::downText(const ringcore::ServerList &servers)
{
    QStringList down;
    for (const ringcore::Server &s : servers)
        if (s.down)
            down << s.address;
    return down.join(QLatin1Char(','));
}

ringcore::ServerList ExperimentPanel::carryMarks(const ringcore::ServerList &before, ringcore::ServerList after)
{
    QHash<QString, const ringcore::Server *> byAddress;
    QHash<int, int> weightCount;
    for (const ringcore::Server &s : before) {
        if (!byAddress.contains(s.address))
            byAddress.insert(s.address, &s);
        ++weightCount[s.weight];
    }
    int common = 1, most = 0;
    for (auto it = weightCount.cbegin(); it != weightCount.cend(); ++it)
        if (it.value() > most || (it.value() == most && it.key() < common)) {
            common = it.key();
            most = it.value();
        }
    for (ringcore::Server &s : after) {
        if (const ringcore::Server *old = byAddress.value(s.address)) {
            s.weight = old->weight;
            s.down = old->down;
        } else {
            s.weight = common;
        }
    }
    return after;
}

QString ExperimentPanel::formatServers(const ringcore::ServerList &servers)
{
    QStringList parts;
    int i = 0;
    while (i < servers.size()) {
        const QString &a = servers.at(i).address;
        if (!servers.at(i).hashName.isEmpty()) { // name=address, as the parser reads it
            parts << servers.at(i).hashName + QLatin1Char('=') + a;
            ++i;
            continue;
        }
        const int colon = a.lastIndexOf(QLatin1Char(':'));
        bool portOk = false;
        const int port = colon > 0 && !a.endsWith(QLatin1Char(']')) ? a.mid(colon + 1).toInt(&portOk) : 0;
        if (!portOk) {
            parts << a;
            ++i;
            continue;
        }
        const QString host = a.left(colon);
        int j = i + 1;
        while (j < servers.size() && servers.at(j).hashName.isEmpty()
               && servers.at(j).address == host + QLatin1Char(':') + QString::number(port + (j - i)))
            ++j;
        parts << (j - i > 1 ? QStringLiteral("%1-%2").arg(a).arg(port + (j - i) - 1) : a);
        i = j;
    }
    return parts.join(QLatin1Char(','));
}

} // namespace ringlab::gui
