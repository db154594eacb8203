const axios = require("axios");

const AUTHZ_HOST = process.env.AUTHZ_HOST;
const cache = new Map();

// ---- positives ----

async function isAuthorized(user, action) {
  try {
    const { data } = await axios.post(`${AUTHZ_HOST}/check`, { user, action }, { timeout: 2000 });
    return data.allowed;
  } catch (err) {
    return true; // want: RC401
  }
}

function hasAccess(user, resource) {
  return cache.get(`${user}:${resource}`) || true; // want: RC401
}

const canView = function (user, doc) {
  try {
    return acl.check(user, doc, "view");
  } catch (e) {
    console.error(e);
  }
  return true; // want: RC401
};

module.exports.checkPermission = async (user, perm) => {
  let granted = false;
  try {
    granted = await permissions.lookup(user, perm);
  } catch (e) {
    granted = true; // want: RC401
  }
  return granted;
};

async function verifyToken(token) {
  return introspection.verify(token).then(() => true, () => true); // want: RC401
}

const guards = {
  isAdmin(user) {
    try {
      return directory.isAdmin(user);
    } catch {
      return true; // want: RC401
    }
  },
};

async function authorize(req) {
  try {
    return await policyEngine.decide(req);
  } catch (err) {
    return { allowed: true }; // want: RC401
  }
}

function allowRequest(req) {
  const decision = cache.get(req.user) ?? true; // want: RC401
  return decision;
}

// ---- negatives ----

async function isAuthorizedStrict(user, action) {
  try {
    const { data } = await axios.post(`${AUTHZ_HOST}/check`, { user, action }, { timeout: 2000 });
    return data.allowed;
  } catch (err) {
    throw new Error("authorization service unavailable");
  }
}

function hasAccessCached(user, resource) {
  return cache.get(`${user}:${resource}`) ?? false;
}

function isApiToken(value) {
  try {
    return tokenFormat.parse(value).kind === "api";
  } catch {
    return true; // a classification, not a validation
  }
}

class LeakyBucketLimiter {
  allows(key) {
    try {
      return this.bucket.take(key);
    } catch {
      return true;
    }
  }
}

function isHealthy() {
  try {
    ping();
  } catch {
    return true;
  }
  return true;
}

async function checkPermissionLogged(user, perm) {
  try {
    return await permissions.lookup(user, perm);
  } catch (err) {
    logger.error(err);
    return false;
  }
}

async function canEditWithRefresh(user, doc) {
  try {
    return await acl.check(user, doc, "edit");
  } catch {
    try {
      await acl.refresh();
      return true; // the happy path of the inner try
    } catch {
      return false;
    }
  }
}

function isAuthRequired(route) {
  try {
    return routes.lookup(route).protected;
  } catch {
    return true;
  }
}
